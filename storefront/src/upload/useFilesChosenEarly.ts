import { type RefObject, useEffect, useEffectEvent } from "react";

/**
 * Files put into the server-rendered file input before its part of the page hydrated: their
 * change event came before React listened for it. They are taken once it has, as if just chosen.
 */
export function useFilesChosenEarly(
  input: RefObject<HTMLInputElement | null>,
  take: (files: FileList) => void,
) {
  const takeChosen = useEffectEvent(take);
  useEffect(() => {
    const element = input.current;
    if (!element?.files?.length) return;
    takeChosen(element.files);
    element.value = "";
  }, [input]);
}
