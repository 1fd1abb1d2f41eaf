// Placeholder until the blog lands (issue 6).
export function Component() {
  return <h1 className="p-8 text-3xl font-bold">Blog post</h1>;
}
