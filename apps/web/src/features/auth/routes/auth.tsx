// Placeholder until the sign-in screen lands (issue 6).
export function Component() {
  return <h1 className="p-8 text-3xl font-bold">Admin Portal</h1>;
}
