/**
 * A count and its noun in the form that fits: "1 point", "3 points", "1 person is", "2 people are".
 * Every sentence the product writes about a number of things goes through it, so that none says
 * "1 file(s)". A count of a thousand or more is grouped ("1,250 users"); a fraction keeps up to two
 * places ("2.5 points").
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-AU', { maximumFractionDigits: 2 })} ${count === 1 ? one : many}`;
}
