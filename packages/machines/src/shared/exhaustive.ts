/**
 * A list that must name every member of a contract union, checked at compile time: when the
 * contract adds a member, the call stops compiling (with `missing: <member>`) until the list says
 * what to do with it. Values cannot come from the contract root here (`@portal/api-contract` is a
 * type-only import for machines), so this is how a local list stays the contract's.
 */
export function listingEvery<TAll>() {
  return <const TListed extends readonly TAll[]>(
    list: TListed &
      ([Exclude<TAll, TListed[number]>] extends [never]
        ? unknown
        : { missing: Exclude<TAll, TListed[number]> }),
  ): TListed => list;
}
