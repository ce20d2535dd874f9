//! The per-game state of object types: NetHack's mutable `objects[]`
//! fields and the discoveries list (o_init.c).
//!
//! At the start of a game the descriptions of potions, scrolls, rings,
//! wands, amulets, spellbooks and venoms are shuffled within their class
//! (the random armor appearances within helmets, gloves, cloaks and boots),
//! with the colour, hardness and (for whole classes) material travelling
//! with the description; a few gems change colour; the wand of nothing
//! picks its direction. What the hero learns (a type's name, or what they
//! have called it) is recorded here too.

use crate::rng::Rng;
use oxhack_defs::{Color, Material, OClass, Otyp, Tables};
use oxhack_tables as ids;
use serde::{Deserialize, Serialize};

/// Per-game object-type state, indexed by `otyp`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectsState {
    /// Whose description each type shows (`oc_descr_idx`).
    pub descr_idx: Vec<Otyp>,
    pub color: Vec<Color>,
    pub material: Vec<Option<Material>>,
    pub tough: Vec<bool>,
    /// Generation probability (gems depend on depth).
    pub prob: Vec<i16>,
    /// The hero knows the type's name (`oc_name_known`).
    pub name_known: Vec<bool>,
    /// Known from the start of the game, so not listed as a discovery.
    pub pre_discovered: Vec<bool>,
    /// What the hero has called the type (`oc_uname`).
    pub uname: Vec<Option<String>>,
    /// Types in the order they were discovered or called (`disco[]`).
    pub disco: Vec<Otyp>,
    /// The wand of nothing's direction this game (NODIR or IMMEDIATE).
    pub wan_nothing_dir: u8,
}

impl ObjectsState {
    /// The state before any shuffling: each type shows its own description.
    pub fn unshuffled(t: &Tables) -> ObjectsState {
        let n = t.objects.len();
        ObjectsState {
            descr_idx: (0..n).map(|i| Otyp(i as u16)).collect(),
            color: t.objects.iter().map(|o| o.color).collect(),
            material: t.objects.iter().map(|o| o.material).collect(),
            tough: t.objects.iter().map(|o| o.is(oxhack_defs::flags::ObjFlags::TOUGH)).collect(),
            prob: t.objects.iter().map(|o| o.prob).collect(),
            name_known: t.objects.iter().map(|o| o.is(oxhack_defs::flags::ObjFlags::NAME_KNOWN)).collect(),
            pre_discovered: vec![false; n],
            uname: vec![None; n],
            disco: Vec::new(),
            wan_nothing_dir: t.obj(ids::WAN_NOTHING).dir,
        }
    }

    /// The description a type shows this game (`OBJ_DESCR(objects[otyp])`).
    pub fn descr<'t>(&self, t: &'t Tables, otyp: Otyp) -> Option<&'t str> {
        t.obj(self.descr_idx[otyp.0 as usize]).descr.as_deref()
    }

    pub fn is_known(&self, otyp: Otyp) -> bool {
        self.name_known[otyp.0 as usize]
    }

    pub fn called(&self, otyp: Otyp) -> Option<&str> {
        self.uname[otyp.0 as usize].as_deref()
    }

    /// The hero learns a type's name (`makeknown`/`discover_object`).
    pub fn discover(&mut self, otyp: Otyp) {
        let i = otyp.0 as usize;
        if !self.name_known[i] {
            self.name_known[i] = true;
            if !self.pre_discovered[i] && !self.disco.contains(&otyp) {
                self.disco.push(otyp);
            }
        }
    }

    /// The hero calls a type something (`#call`); an empty name forgets it.
    pub fn call(&mut self, otyp: Otyp, name: &str) {
        let i = otyp.0 as usize;
        if name.trim().is_empty() {
            self.uname[i] = None;
            return;
        }
        self.uname[i] = Some(name.to_string());
        if !self.disco.contains(&otyp) {
            self.disco.push(otyp);
        }
    }

    /// Swaps the descriptions (and what travels with them) of two types.
    fn swap(&mut self, a: usize, b: usize, domaterial: bool) {
        self.descr_idx.swap(a, b);
        self.tough.swap(a, b);
        self.color.swap(a, b);
        if domaterial {
            self.material.swap(a, b);
        }
    }

    /// `shuffle`: random descriptions among types `lo..=hi` whose names
    /// are not known from the start.
    fn shuffle(&mut self, lo: usize, hi: usize, domaterial: bool, rng: &mut Rng) {
        if (lo..=hi).filter(|&j| !self.name_known[j]).count() < 2 {
            return;
        }
        for j in lo..=hi {
            if self.name_known[j] {
                continue;
            }
            let i = loop {
                let i = j + rng.rn2((hi - j + 1) as i32) as usize;
                if !self.name_known[i] {
                    break i;
                }
            };
            self.swap(j, i, domaterial);
        }
    }
}

/// The range of types sharing descriptions with `otyp` (`obj_shuffle_range`).
pub fn shuffle_range(t: &Tables, otyp: Otyp) -> (usize, usize) {
    let o = otyp.0 as usize;
    let class = t.obj(otyp).class;
    let first = t.objects.iter().position(|x| x.class == class).unwrap_or(o);
    let end = first + t.objects[first..].iter().take_while(|x| x.class == class).count();
    let range = |a: Otyp, b: Otyp| (a.0 as usize, b.0 as usize);
    let (lo, hi) = match class {
        OClass::Armor => [
            range(ids::HELMET, ids::HELM_OF_TELEPATHY),
            range(ids::LEATHER_GLOVES, ids::GAUNTLETS_OF_DEXTERITY),
            range(ids::CLOAK_OF_PROTECTION, ids::CLOAK_OF_DISPLACEMENT),
            range(ids::SPEED_BOOTS, ids::LEVITATION_BOOTS),
        ]
        .into_iter()
        .find(|&(a, b)| (a..=b).contains(&o))
        .unwrap_or((o, o)),
        // The potion of water has the only fixed description.
        OClass::Potion => (first, ids::POT_WATER.0 as usize - 1),
        // Non-magic and unique types keep theirs.
        OClass::Amulet | OClass::Scroll | OClass::Spbook => {
            let stop = (first..end)
                .find(|&i| {
                    let x = &t.objects[i];
                    x.is(oxhack_defs::flags::ObjFlags::UNIQUE) || !x.is(oxhack_defs::flags::ObjFlags::MAGIC)
                })
                .unwrap_or(end);
            (first, stop.saturating_sub(1))
        }
        OClass::Ring | OClass::Wand | OClass::Venom => (first, end - 1),
        _ => (o, o),
    };
    if o < lo || o > hi { (o, o) } else { (lo, hi) }
}

/// `init_objects`: a new game's object-type state, shuffled with `rng`
/// (the random calls in NetHack's order).
pub fn init_objects(t: &Tables, rng: &mut Rng) -> ObjectsState {
    let mut s = ObjectsState::unshuffled(t);
    let copy = |s: &mut ObjectsState, dst: Otyp, src: Otyp| {
        s.descr_idx[dst.0 as usize] = s.descr_idx[src.0 as usize];
        s.color[dst.0 as usize] = s.color[src.0 as usize];
    };
    // Gems: probabilities for dungeon level 0, then the colour changes.
    setgemprobs(t, &mut s, 0);
    if rng.rn2(2) != 0 {
        copy(&mut s, ids::TURQUOISE, ids::SAPPHIRE);
    }
    if rng.rn2(2) != 0 {
        copy(&mut s, ids::AQUAMARINE, ids::SAPPHIRE);
    }
    match rng.rn2(4) {
        1 => copy(&mut s, ids::FLUORITE, ids::SAPPHIRE),
        2 => copy(&mut s, ids::FLUORITE, ids::DIAMOND),
        3 => copy(&mut s, ids::FLUORITE, ids::EMERALD),
        _ => {}
    }
    // Classes whose probabilities are all zero get equal shares.
    let mut first = 0;
    while first < t.objects.len() {
        let class = t.objects[first].class;
        let last = first + t.objects[first..].iter().take_while(|o| o.class == class).count();
        if s.prob[first..last].iter().all(|&p| p == 0) {
            let n = (last - first) as i16;
            for i in first..last {
                s.prob[i] = (1000 + (i - first) as i16) / n;
            }
        }
        first = last;
    }
    // shuffle_all: whole classes (with materials), then armor ranges.
    for class in
        [OClass::Amulet, OClass::Potion, OClass::Ring, OClass::Scroll, OClass::Spbook, OClass::Wand, OClass::Venom]
    {
        if let Some(base) = t.objects.iter().position(|o| o.class == class) {
            let (lo, hi) = shuffle_range(t, Otyp(base as u16));
            s.shuffle(lo, hi, true, rng);
        }
    }
    for rep in [ids::HELMET, ids::LEATHER_GLOVES, ids::CLOAK_OF_PROTECTION, ids::SPEED_BOOTS] {
        let (lo, hi) = shuffle_range(t, rep);
        s.shuffle(lo, hi, false, rng);
    }
    s.wan_nothing_dir = if rng.rn2(2) != 0 { oxhack_defs::tables::NODIR } else { oxhack_defs::tables::IMMEDIATE };
    s
}

/// `setgemprobs`: the deeper the level (ledger number), the more of the
/// valuable gems can appear.
pub fn setgemprobs(t: &Tables, s: &mut ObjectsState, ledger: i32) {
    let first_gem = t.objects.iter().position(|o| o.class == OClass::Gem).unwrap_or(0);
    // LAST_GEM: the last real gem, before the worthless glass.
    let last_gem = ids::JADE.0 as usize;
    let zeroed = (9 - ledger / 3).max(0) as usize;
    for j in 0..zeroed {
        s.prob[first_gem + j] = 0;
    }
    let first = first_gem + zeroed;
    for j in first..=last_gem {
        s.prob[j] = ((171 + j - first) / (last_gem + 1 - first)) as i16;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shuffling_is_per_seed_and_keeps_fixed_descriptions() {
        let t = oxhack_tables::tables();
        let a = init_objects(t, &mut Rng::new(1));
        let b = init_objects(t, &mut Rng::new(1));
        let c = init_objects(t, &mut Rng::new(2));
        assert_eq!(a, b);
        assert_ne!(a.descr_idx, c.descr_idx);
        assert_eq!(a.descr(t, ids::POT_WATER), Some("clear"));
        // Scroll descriptions are a permutation within the magic scrolls.
        let (lo, hi) = shuffle_range(t, ids::SCR_ENCHANT_ARMOR);
        let mut seen: Vec<u16> = (lo..=hi).map(|i| a.descr_idx[i].0).collect();
        seen.sort();
        assert_eq!(seen, (lo as u16..=hi as u16).collect::<Vec<_>>());
        // Gem probabilities add up to 1000 at level 0.
        let gems: i32 =
            t.objects.iter().enumerate().filter(|(_, o)| o.class == OClass::Gem).map(|(i, _)| a.prob[i] as i32).sum();
        assert_eq!(gems, 1000);
    }

    #[test]
    fn discovery_and_calling() {
        let t = oxhack_tables::tables();
        let mut s = init_objects(t, &mut Rng::new(3));
        s.call(ids::POT_HEALING, "red stuff");
        assert_eq!(s.called(ids::POT_HEALING), Some("red stuff"));
        s.discover(ids::POT_HEALING);
        assert!(s.is_known(ids::POT_HEALING));
        assert_eq!(s.disco, vec![ids::POT_HEALING]);
    }
}
