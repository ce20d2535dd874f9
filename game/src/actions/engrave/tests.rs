//! The verbs and places of writing, as `doengrave` words its prompts.

use super::{engrave_verb, random_kind};
use crate::world::level::EngrType;

#[test]
fn each_kind_of_engraving_has_its_verb() {
    assert_eq!(engrave_verb(EngrType::Dust, false, false, "floor"), ("write in", "dust".into()));
    assert_eq!(engrave_verb(EngrType::Dust, true, true, "ice"), ("add to the writing in", "frost".into()));
    assert_eq!(engrave_verb(EngrType::Engrave, false, false, "floor"), ("engrave in", "floor".into()));
    assert_eq!(engrave_verb(EngrType::Burn, false, true, "ice"), ("melt into", "ice".into()));
    assert_eq!(engrave_verb(EngrType::Burn, true, false, "floor"), ("add to the text burned into", "floor".into()));
    assert_eq!(engrave_verb(EngrType::Mark, false, false, "floor"), ("scribble on", "floor".into()));
    assert_eq!(engrave_verb(EngrType::Blood, true, false, "floor"), ("add to the scrawl on", "floor".into()));
    assert_eq!(engrave_verb(EngrType::Headstone, false, false, "grave"), ("engrave on", "grave".into()));
}

#[test]
fn a_random_kind_is_never_a_headstone() {
    let mut rng = crate::rng::Rng::new(5);
    for _ in 0..200 {
        assert_ne!(random_kind(&mut rng), EngrType::Headstone);
    }
}
