// The framework floor for `pnpm bench`: the smallest App Router page of the same Next.js version.
export const metadata = { title: "Floor", description: "A bare Next.js page used as the benchmark's reference." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
