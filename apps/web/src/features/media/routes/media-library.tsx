// Placeholder until the media library screen lands (issue 23).
export function Component() {
  return <h1 className="text-2xl font-bold">Media Library</h1>;
}
