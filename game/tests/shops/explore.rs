use super::common::*;
use oxhack_tables::ids;

#[test]
fn explore_the_shop_level() {
    let mut s = Shop::new(3);
    let (dx, dy) = s.door();
    let d = s.obj(ids::DAGGER);
    let spots = s.stock(vec![d]);
    println!("dagger at {:?}", spots);
    s.g.u_on_newpos(dx - 1, dy);
    s.g.vision_recalc();
    let m = s.mark();
    for k in ["l", "l", "l", "l"] {
        s.keys(k);
        s.g.step();
        let sk = &s.g.lev.monsters[s.shk()];
        println!("hero {},{} shk {},{}", s.g.u.ux, s.g.u.uy, sk.mx, sk.my);
    }
    for l in s.said_since(m) {
        println!("  {l}");
    }
    panic!("show");
}
