//! Unit tests of the selections.
use super::*;

/// A scripted rn2: returns the values in turn (each reduced mod n).
fn script(vals: &[i64]) -> impl FnMut(i64) -> i64 + '_ {
    let mut i = 0;
    move |n| {
        let v = vals[i % vals.len()] % n.max(1);
        i += 1;
        v
    }
}

#[test]
fn points_rects_and_bytes() {
    let s = Selection::rect(2, 3, 5, 6);
    assert_eq!(s.count(), 12);
    assert!(s.get(2, 3) && s.get(5, 6) && !s.get(3, 4));
    let f = Selection::fillrect(2, 3, 5, 6);
    assert_eq!(f.count(), 16);
    assert_eq!(f.intersection(&s), s);
    assert_eq!(Selection::from_bytes(&f.to_bytes()), Some(f));
    assert_eq!(f.complement().count(), 80 * 21 - 16);
    assert_eq!(Selection::point(100, 3).count(), 0);
    assert_eq!(Selection::from_bytes(&[1; 10]), None);
}

#[test]
fn lines_match_bresenham() {
    let mut s = Selection::new();
    s.line(1, 1, 5, 3);
    let pts: Vec<_> = s.points().collect();
    // NetHack's variant steps y on a zero error term.
    assert_eq!(pts, vec![(1, 1), (2, 2), (3, 2), (4, 3), (5, 3)]);
    // Equal end points: the schar counters wrap round, as in NetHack,
    // leaving the whole diagonal through the point.
    let mut d = Selection::new();
    d.line(10, 5, 10, 5);
    assert!(d.get(10, 5) && d.get(9, 4) && d.get(5, 0) && d.get(25, 20) && !d.get(11, 7));
    assert_eq!(d.count(), 21);
}

#[test]
fn grow_follows_the_direction_bits() {
    let mut s = Selection::point(10, 10);
    s.grow(W_NORTH);
    assert_eq!(s.points().collect::<Vec<_>>(), vec![(10, 9), (10, 10)]);
    let mut s = Selection::point(10, 10);
    s.grow(W_NORTH | W_WEST);
    assert_eq!(s.count(), 4);
    assert!(s.get(9, 9));
    let mut s = Selection::point(10, 10);
    s.grow(W_ANY);
    assert_eq!(s.count(), 9);
    let mut edge = Selection::point(1, 0);
    edge.grow(W_WEST);
    assert_eq!(edge.count(), 1, "column 0 never grows");
}

#[test]
fn floodfill_stays_in_the_region() {
    let wall = |x: i64, _y: i64| x != 20;
    let s = Selection::floodfill(5, 5, false, &wall);
    assert_eq!(s.count(), 19 * 21);
    assert!(!s.get(20, 5) && !s.get(0, 5));
}

#[test]
fn rndcoord_picks_the_nth_cell() {
    let s = Selection::fillrect(0, 0, 2, 0);
    let mut calls = vec![];
    let mut rn2 = |n| {
        calls.push(n);
        1
    };
    assert_eq!(s.rndcoord(&mut rn2), Some((2, 0)));
    assert_eq!(calls, vec![2], "column 0 is not counted");
    assert_eq!(Selection::new().rndcoord(&mut |_| 0), None);
}

#[test]
fn ellipses_and_circles() {
    let mut s = Selection::new();
    s.ellipse(40, 10, 3, 2, true).unwrap();
    assert!(s.get(40, 10) && s.get(43, 10) && s.get(40, 12) && !s.get(43, 12));
    let mut o = Selection::new();
    o.ellipse(40, 10, 3, 2, false).unwrap();
    assert!(!o.get(40, 10) && o.get(43, 10) && o.get(37, 10) && o.get(40, 8));
    assert_eq!(o.intersection(&s), o, "the outline lies in the filled one");
    let mut c = Selection::new();
    c.circle(10, 10, 0, false).unwrap();
    assert_eq!(c.count(), 1);
    assert_eq!(Selection::new().ellipse(5, 5, 1000, 2, true), Err(SelError::RadiusTooLarge(1000)));
    let mut none = Selection::new();
    none.ellipse(5, 5, i32::MIN as i64, i32::MIN as i64, true).unwrap();
    assert!(none.is_empty(), "negative radii draw nothing");
    assert_eq!(Selection::rect(i64::MIN, 0, i64::MAX, 2).count(), 80 * 2, "edges clipped to the map");
}

#[test]
fn gradients_respect_the_distances() {
    let mut s = Selection::new();
    // rn2 always 0: every cell farther than mind is taken.
    s.gradient((40, 10), (40, 10), GRADIENT_RADIAL, 2, 5, true, &mut |_| 0);
    assert!(!s.get(40, 10) && !s.get(42, 10) && s.get(43, 10) && s.get(45, 10) && !s.get(46, 10));
    let mut q = Selection::new();
    q.gradient((40, 10), (40, 10), GRADIENT_SQUARE, 0, 3, false, &mut |_| 0);
    assert!(q.get(50, 10) && !q.get(40, 10));
    assert_eq!(line_dist_coord(0, 0, 10, 0, 5, 3), 3);
    assert_eq!(isqrt(99), 9);
}

#[test]
fn filters_call_rn2_per_cell_in_order() {
    let mut s = Selection::fillrect(1, 1, 2, 2);
    let vals = [10, 90, 10, 90];
    s.filter_percent(50, &mut script(&vals));
    assert_eq!(s.points().collect::<Vec<_>>(), vec![(1, 1), (2, 1)]);
    let terrain = |x: i64, _y: i64| if x == 1 { (24i8, 1i8) } else { (2, 0) };
    let all = Selection::fillrect(1, 1, 2, 2);
    let room = crate::value::mapchar::pack(24, -2);
    assert_eq!(all.filter_mapchar(room, &terrain, &mut |_| 0).count(), 2);
    let unlit_room = crate::value::mapchar::pack(24, 0);
    assert_eq!(all.filter_mapchar(unlit_room, &terrain, &mut |_| 0).count(), 0);
    let random = crate::value::mapchar::pack(24, -1);
    assert_eq!(all.filter_mapchar(random, &terrain, &mut script(&[1, 0])).count(), 1);
}

#[test]
fn randline_joins_its_ends() {
    let mut s = Selection::new();
    let mut rng = 7i64;
    let mut rn2 = |n: i64| {
        rng = (rng * 1103515245 + 12345) & 0x7fff_ffff;
        rng % n
    };
    s.randline(5, 5, 30, 15, 6, 12, &mut rn2).unwrap();
    assert!(s.count() >= 10);
    let mut flat = Selection::new();
    flat.randline(5, 5, 9, 5, 0, 12, &mut |_| panic!("no randomness at roughness 0")).unwrap();
    // Midpoints only: the far end point itself is never set.
    assert_eq!(flat.points().collect::<Vec<_>>(), vec![(5, 5), (6, 5), (7, 5), (8, 5)]);
}
