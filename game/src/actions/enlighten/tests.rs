use super::*;

#[test]
fn strength_reads_as_on_the_status_line() {
    assert_eq!(attrval(A_STR, 16), "16");
    assert_eq!(attrval(A_STR, 18 + 50), "18/50");
    assert_eq!(attrval(A_STR, 118), "18/100");
    assert_eq!(attrval(A_STR, 125), "25");
    assert_eq!(attrval(A_DEX, 19), "19");
}
