"use client";

import type { HistoryAdapterNavigate } from "@sanity/visual-editing/enable-visual-editing";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Visual-editing overlays for an editor's preview in the Studio's Presentation tool. Rendered by the
 * layout only in draft mode; the overlay library is imported on mount, so a visitor's pages never
 * load it. Edits refresh the page's server data; the Studio's navigation drives the router.
 */
export function VisualEditing() {
  const router = useRouter();
  const pathname = usePathname();
  const navigate = useRef<HistoryAdapterNavigate | undefined>(undefined);

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
            navigate.current = next;
            return () => {
              navigate.current = undefined;
            };
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
    navigate.current?.({ type: "push", url: pathname });
  }, [pathname]);

  return null;
}
