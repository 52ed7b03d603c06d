"use client";

import type { HistoryAdapterNavigate } from "@sanity/visual-editing/enable-visual-editing";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * Visual-editing overlays for the Studio's Presentation tool, in draft mode only; the overlay library is imported on
 * mount, so a visitor's pages never load it.
 */
export function VisualEditing() {
  const router = useRouter();
  const pathname = usePathname();
  // The Studio's listener for the frame's address, once the overlays have connected: the address is reported then
  // (the first page, which the tool shows when it was opened at its start address) and at each move after.
  const [navigate, setNavigate] = useState<HistoryAdapterNavigate | undefined>(undefined);

  useEffect(() => {
    let disable: (() => void) | undefined;
    let cancelled = false;
    void import("@sanity/visual-editing/enable-visual-editing").then(({ enableVisualEditing }) => {
      if (cancelled) return;
      disable = enableVisualEditing({
        zIndex: 1000,
        refresh: async () => router.refresh(),
        history: {
          subscribe: (next) => {
            setNavigate(() => next);
            return () => setNavigate(undefined);
          },
          update: (update) => {
            if (update.type === "push") router.push(update.url);
            else if (update.type === "replace") router.replace(update.url);
            else router.back();
          },
        },
      });
    });
    return () => {
      cancelled = true;
      disable?.();
    };
  }, [router]);

  useEffect(() => {
    navigate?.({ type: "push", url: `${pathname}${window.location.search}` });
  }, [navigate, pathname]);

  return null;
}
