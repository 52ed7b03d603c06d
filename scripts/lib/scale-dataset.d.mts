export function seededRandom(seed: number): () => number;
export function scaleDataset<T extends { _id: string; _type: string }>(documents: T[], postCount: number, seed?: number): T[];
