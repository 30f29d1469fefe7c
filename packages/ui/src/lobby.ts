// Components of the lobby group; each folder exports its own public API.
export {};
