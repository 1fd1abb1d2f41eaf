// Placeholder until the marketing pages land (issue 6).
export function Component() {
  return <h1 className="p-8 text-3xl font-bold">Glossary</h1>;
}
