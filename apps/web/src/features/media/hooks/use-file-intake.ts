// Files reach the library three ways besides the button: dropped anywhere on the screen, or pasted
// (Ctrl+V / Cmd+V of copied files or a screenshot) anywhere on it. A paste into a text field stays an
// ordinary paste unless the clipboard holds only files.
import { useEffect, useRef, useState, type DragEvent } from 'react';

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

export function useFileIntake(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed; a counter tells when the pointer really left.
  const depth = useRef(0);
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  });

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = Array.from(e.clipboardData?.files ?? []);
      if (files.length === 0) return;
      // Copying an image from a web page also copies its text; typed into a field, the text is what was meant.
      const typing =
        e.target instanceof HTMLElement && e.target.closest('input, textarea, [contenteditable="true"]');
      if (typing && e.clipboardData?.types.includes('text/plain')) return;
      e.preventDefault();
      latest.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const dropHandlers = {
    onDragEnter(e: DragEvent) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver(e: DragEvent) {
      if (!hasFiles(e)) return;
      // Without this the browser opens the dropped file instead of handing it over.
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(e: DragEvent) {
      if (!hasFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop(e: DragEvent) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      const files = Array.from(e.dataTransfer.files);
      if (files.length > 0) latest.current(files);
    },
  };

  return { dragging, dropHandlers };
}
