//! Roles and races (role.c): names, rank titles, gods, file codes, what
//! each role and race allows (races, genders, alignments), starting
//! attributes, hit point and power advancement, spellcasting statistics;
//! parsing the player's choices and completing them at random.

use crate::rng::Rng;
use oxhack_defs::{Align, Pm};
use oxhack_tables::ids;

mod tables;
pub use tables::{RACES, ROLES};

/// Race bits of an `allow` mask (the monster flags `M2_HUMAN` ...).
pub const MH_HUMAN: u16 = 0x0008;
pub const MH_ELF: u16 = 0x0010;
pub const MH_DWARF: u16 = 0x0020;
pub const MH_GNOME: u16 = 0x0040;
pub const MH_ORC: u16 = 0x0080;
/// Gender bits.
pub const ROLE_MALE: u16 = 0x1000;
pub const ROLE_FEMALE: u16 = 0x2000;
/// Alignment bits (the altar mask's `AM_*`).
pub const ROLE_LAWFUL: u16 = 0x0004;
pub const ROLE_NEUTRAL: u16 = 0x0002;
pub const ROLE_CHAOTIC: u16 = 0x0001;
pub const ROLE_RACEMASK: u16 = 0x0ff8;
pub const ROLE_GENDMASK: u16 = 0xf000;
pub const ROLE_ALIGNMASK: u16 = 0x0007;

/// Hit point or power advancement (`struct RoleAdvance`): fixed and random
/// parts at creation, per level below the role's `xlev`, and from it on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Adv {
    pub infix: i32,
    pub inrnd: i32,
    pub lofix: i32,
    pub lornd: i32,
    pub hifix: i32,
    pub hirnd: i32,
}

impl Adv {
    pub(crate) const fn new(a: [i32; 6]) -> Adv {
        Adv { infix: a[0], inrnd: a[1], lofix: a[2], lornd: a[3], hifix: a[4], hirnd: a[5] }
    }
}

/// One role (`struct Role`).
#[derive(Debug, Clone, Copy)]
pub struct RoleInfo {
    pub pm: Pm,
    pub name: &'static str,
    /// The female name where it differs ("Cavewoman").
    pub name_f: Option<&'static str>,
    /// Rank titles (male, female where different) for the nine level bands.
    pub ranks: [(&'static str, Option<&'static str>); 9],
    /// Lawful, neutral and chaotic gods; a leading `_` marks a goddess.
    /// Empty for Priests, who take another role's pantheon.
    pub gods: [&'static str; 3],
    /// The quest file code ("Val").
    pub filecode: &'static str,
    /// Allowed races, genders and alignments.
    pub allow: u16,
    /// Base attributes and the distribution of the remaining points.
    pub attrbase: [i32; 6],
    pub attrdist: [i32; 6],
    pub hpadv: Adv,
    pub enadv: Adv,
    /// The level where advancement switches from low to high.
    pub xlev: i32,
    /// The starting alignment record.
    pub initrecord: i32,
    pub spelbase: i32,
    pub spelheal: i32,
    pub spelshld: i32,
    pub spelarmr: i32,
    pub spelstat: usize,
    pub spelspec: oxhack_defs::Otyp,
    pub spelsbon: i32,
}

/// One race (`struct Race`).
#[derive(Debug, Clone, Copy)]
pub struct RaceInfo {
    pub pm: Pm,
    pub noun: &'static str,
    pub adj: &'static str,
    pub coll: &'static str,
    pub filecode: &'static str,
    /// "man"/"woman" where the race has such words.
    pub individual: (Option<&'static str>, Option<&'static str>),
    pub allow: u16,
    pub selfmask: u16,
    pub lovemask: u16,
    pub hatemask: u16,
    pub attrmin: [i32; 6],
    pub attrmax: [i32; 6],
    pub hpadv: Adv,
    pub enadv: Adv,
}

/// The role whose monster type is `pm` (the Valkyrie's for any other).
pub fn role_info(pm: Pm) -> &'static RoleInfo {
    ROLES.iter().find(|r| r.pm == pm).unwrap_or(&ROLES[11])
}

/// The race whose monster type is `pm` (human for any other).
pub fn race_info(pm: Pm) -> &'static RaceInfo {
    RACES.iter().find(|r| r.pm == pm).unwrap_or(&RACES[0])
}

impl RoleInfo {
    /// The role's name for a hero of this gender.
    pub fn name_for(&self, female: bool) -> &'static str {
        if female { self.name_f.unwrap_or(self.name) } else { self.name }
    }
}

/// `xlev_to_rank`: which of the nine rank bands experience level `xlev`
/// falls in (1-2, 3-5, 6-9, ..., 26-29, 30).
pub fn xlev_to_rank(xlev: i32) -> usize {
    if xlev <= 2 {
        0
    } else if xlev <= 30 {
        ((xlev + 2) / 4) as usize
    } else {
        8
    }
}

/// The lowest experience level of rank band `rank` (`rank_to_xlev`).
pub fn rank_to_xlev(rank: usize) -> i32 {
    match rank {
        0 => 1,
        r if r <= 8 => (r as i32) * 4 - 2,
        _ => 30,
    }
}

/// The rank title at experience level `lvl` ("Stripling", "Plunderess").
pub fn rank_title(role: Pm, lvl: i32, female: bool) -> &'static str {
    let (m, f) = role_info(role).ranks[xlev_to_rank(lvl)];
    if female { f.unwrap_or(m) } else { m }
}

/// Index 0, 1 or 2 of an alignment in the role's gods (lawful, neutral,
/// chaotic).
pub fn align_index(a: Align) -> usize {
    match a {
        Align::Lawful => 0,
        Align::Chaotic => 2,
        _ => 1,
    }
}

/// The alignment's word ("lawful").
pub fn align_str(a: Align) -> &'static str {
    match a {
        Align::Lawful => "lawful",
        Align::Chaotic => "chaotic",
        Align::Neutral => "neutral",
        _ => "unaligned",
    }
}

/// The `ROLE_*` bit of an alignment.
pub fn align_mask(a: Align) -> u16 {
    match a {
        Align::Lawful => ROLE_LAWFUL,
        Align::Chaotic => ROLE_CHAOTIC,
        _ => ROLE_NEUTRAL,
    }
}

/// The pantheon a role prays to: its own, or for Priests the one picked
/// for this game (derived from the game's seed: another role's).
pub fn pantheon(role: Pm, seed: u64) -> &'static RoleInfo {
    let r = role_info(role);
    if !r.gods[0].is_empty() {
        return r;
    }
    let others: Vec<&RoleInfo> = ROLES.iter().filter(|r| !r.gods[0].is_empty()).collect();
    others[(seed % others.len() as u64) as usize]
}

/// The name of the god of alignment `a` for `role` (`align_gname`),
/// without the goddess mark.
pub fn god_name(role: Pm, seed: u64, a: Align) -> &'static str {
    let g = pantheon(role, seed).gods[align_index(a)];
    g.strip_prefix('_').unwrap_or(g)
}

/// The god of alignment `a` is a goddess.
pub fn god_is_female(role: Pm, seed: u64, a: Align) -> bool {
    pantheon(role, seed).gods[align_index(a)].starts_with('_')
}

/// What the player asked for: a specific choice or "random".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick<T> {
    Is(T),
    Random,
}

/// Finds the one entry of `names` that `s` starts (case-insensitively);
/// "random" (or any prefix of it of 4+ letters, or "*") asks for a random
/// pick. Ambiguous or unknown input is an error saying why.
fn parse_among<T: Copy>(what: &str, s: &str, names: &[(&str, T)]) -> Result<Pick<T>, String> {
    let low = s.trim().to_ascii_lowercase();
    if low.is_empty() {
        return Err(format!("no {what} given"));
    }
    if low == "*" || low == "@" || (low.len() >= 4 && "random".starts_with(&low)) {
        return Ok(Pick::Random);
    }
    if let Some((_, v)) = names.iter().find(|(n, _)| n.to_ascii_lowercase() == low) {
        return Ok(Pick::Is(*v));
    }
    let hits: Vec<&(&str, T)> = names.iter().filter(|(n, _)| n.to_ascii_lowercase().starts_with(&low)).collect();
    let mut distinct: Vec<&str> = Vec::new();
    for (n, _) in &hits {
        if !distinct.contains(n) {
            distinct.push(n);
        }
    }
    match hits.first() {
        None => Err(format!("\"{s}\" is not a {what}")),
        Some((_, v)) if hits.iter().all(|(n, _)| *n == distinct[0]) || distinct.len() == 1 => Ok(Pick::Is(*v)),
        Some(_) => Err(format!("\"{s}\" could be any of {}", distinct.join(", "))),
    }
}

/// A role from its name (either gender's), a prefix or its file code.
pub fn parse_role(s: &str) -> Result<Pick<Pm>, String> {
    let mut names: Vec<(&str, Pm)> = Vec::new();
    for r in &ROLES {
        names.push((r.name, r.pm));
        if let Some(f) = r.name_f {
            names.push((f, r.pm));
        }
    }
    if let Some(r) = ROLES.iter().find(|r| r.filecode.eq_ignore_ascii_case(s.trim())) {
        return Ok(Pick::Is(r.pm));
    }
    // "Ca" matches Caveman and Cavewoman: the same role.
    let low = s.trim().to_ascii_lowercase();
    let pms: Vec<Pm> = names.iter().filter(|(n, _)| n.to_ascii_lowercase().starts_with(&low)).map(|x| x.1).collect();
    if !low.is_empty() && !pms.is_empty() && pms.iter().all(|p| *p == pms[0]) {
        return Ok(Pick::Is(pms[0]));
    }
    parse_among("role", s, &names)
}

/// A race from its noun, adjective, a prefix or file code.
pub fn parse_race(s: &str) -> Result<Pick<Pm>, String> {
    if let Some(r) =
        RACES.iter().find(|r| r.filecode.eq_ignore_ascii_case(s.trim()) || r.adj.eq_ignore_ascii_case(s.trim()))
    {
        return Ok(Pick::Is(r.pm));
    }
    let names: Vec<(&str, Pm)> = RACES.iter().map(|r| (r.noun, r.pm)).collect();
    parse_among("race", s, &names)
}

/// A gender: "male"/"female" or a prefix (true = female).
pub fn parse_gender(s: &str) -> Result<Pick<bool>, String> {
    parse_among("gender", s, &[("male", false), ("female", true)])
}

/// An alignment: "lawful", "neutral", "chaotic" or a prefix.
pub fn parse_align(s: &str) -> Result<Pick<Align>, String> {
    parse_among("alignment", s, &[("lawful", Align::Lawful), ("neutral", Align::Neutral), ("chaotic", Align::Chaotic)])
}

/// A partial character: what is decided so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Partial {
    pub role: Option<Pm>,
    pub race: Option<Pm>,
    pub female: Option<bool>,
    pub align: Option<Align>,
}

fn gend_mask(female: bool) -> u16 {
    if female { ROLE_FEMALE } else { ROLE_MALE }
}

/// `ok_role`: `role` fits the other choices made so far.
pub fn ok_role(role: Pm, p: &Partial) -> bool {
    let r = role_info(role);
    if r.pm != role {
        return false;
    }
    p.race.is_none_or(|x| r.allow & race_info(x).selfmask != 0)
        && p.female.is_none_or(|f| r.allow & gend_mask(f) != 0)
        && p.align.is_none_or(|a| r.allow & align_mask(a) != 0)
}

/// `ok_race`: `race` fits the other choices made so far.
pub fn ok_race(race: Pm, p: &Partial) -> bool {
    let rc = race_info(race);
    if rc.pm != race {
        return false;
    }
    p.role.is_none_or(|x| role_info(x).allow & rc.selfmask != 0)
        && p.female.is_none_or(|f| rc.allow & gend_mask(f) != 0)
        && p.align.is_none_or(|a| rc.allow & align_mask(a) != 0)
}

/// `ok_gend`: the gender fits the role and race chosen so far.
pub fn ok_gend(female: bool, p: &Partial) -> bool {
    let m = gend_mask(female);
    p.role.is_none_or(|x| role_info(x).allow & m != 0) && p.race.is_none_or(|x| race_info(x).allow & m != 0)
}

/// `ok_align`: the alignment fits the role and race chosen so far.
pub fn ok_align(a: Align, p: &Partial) -> bool {
    let m = align_mask(a);
    p.role.is_none_or(|x| role_info(x).allow & m != 0) && p.race.is_none_or(|x| race_info(x).allow & m != 0)
}

/// The roles still possible.
pub fn roles_ok(p: &Partial) -> Vec<Pm> {
    ROLES.iter().map(|r| r.pm).filter(|&r| ok_role(r, p) && completable(&Partial { role: Some(r), ..*p })).collect()
}
/// The races still possible.
pub fn races_ok(p: &Partial) -> Vec<Pm> {
    RACES.iter().map(|r| r.pm).filter(|&r| ok_race(r, p) && completable(&Partial { race: Some(r), ..*p })).collect()
}
/// The genders still possible (false = male).
pub fn gends_ok(p: &Partial) -> Vec<bool> {
    [false, true].into_iter().filter(|&f| ok_gend(f, p) && completable(&Partial { female: Some(f), ..*p })).collect()
}
/// The alignments still possible.
pub fn aligns_ok(p: &Partial) -> Vec<Align> {
    [Align::Lawful, Align::Neutral, Align::Chaotic]
        .into_iter()
        .filter(|&a| ok_align(a, p) && completable(&Partial { align: Some(a), ..*p }))
        .collect()
}

/// Some full character agrees with everything in `p`.
pub fn completable(p: &Partial) -> bool {
    ROLES.iter().any(|r| {
        ok_role(r.pm, p)
            && RACES.iter().any(|rc| {
                let q = Partial { role: Some(r.pm), race: Some(rc.pm), ..*p };
                ok_race(rc.pm, &q)
                    && [false, true].into_iter().any(|f| {
                        let q = Partial { female: Some(f), ..q };
                        ok_gend(f, &q)
                            && [Align::Lawful, Align::Neutral, Align::Chaotic].into_iter().any(|a| ok_align(a, &q))
                    })
            })
    })
}

/// `validrole` and friends together: why this full character is not
/// allowed, if it is not.
pub fn check_character(role: Pm, race: Pm, female: bool, align: Align) -> Result<(), String> {
    let r = role_info(role);
    let rc = race_info(race);
    if r.pm != role {
        return Err("that is not a role".to_string());
    }
    if rc.pm != race {
        return Err("that is not a race".to_string());
    }
    let p = Partial { role: Some(role), race: None, female: None, align: None };
    if !ok_race(race, &p) {
        return Err(format!("a {} cannot be {}", r.name, rc.adj));
    }
    if !ok_gend(female, &Partial { race: Some(race), ..p }) {
        return Err(format!("a {} {} cannot be {}", rc.adj, r.name, if female { "female" } else { "male" }));
    }
    if !ok_align(align, &Partial { race: Some(race), ..p }) {
        return Err(format!("a {} {} cannot be {}", rc.adj, r.name, align_str(align)));
    }
    Ok(())
}

/// Completes `p` at random with allowed choices (`pick_role`,
/// `pick_race`, `pick_gend`, `pick_align`), in NetHack's order.
pub fn complete(p: Partial, rng: &mut Rng) -> Option<(Pm, Pm, bool, Align)> {
    fn pick<T: Copy>(v: &[T], rng: &mut Rng) -> Option<T> {
        if v.is_empty() { None } else { Some(v[rng.rn2(v.len() as i32) as usize]) }
    }
    let mut p = p;
    if p.role.is_none() {
        p.role = Some(pick(&roles_ok(&p), rng)?);
    }
    if p.race.is_none() {
        p.race = Some(pick(&races_ok(&p), rng)?);
    }
    if p.female.is_none() {
        p.female = Some(pick(&gends_ok(&p), rng)?);
    }
    if p.align.is_none() {
        p.align = Some(pick(&aligns_ok(&p), rng)?);
    }
    let (role, race, female, align) = (p.role?, p.race?, p.female?, p.align?);
    check_character(role, race, female, align).ok()?;
    Some((role, race, female, align))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_complete() {
        for r in ROLES.iter() {
            assert!(r.ranks.iter().all(|(m, _)| !m.is_empty()), "{}", r.name);
            assert!(r.allow & ROLE_RACEMASK != 0 && r.allow & ROLE_GENDMASK != 0 && r.allow & ROLE_ALIGNMASK != 0);
            assert_eq!(r.filecode.len(), 3);
            assert_eq!(r.attrdist.iter().sum::<i32>(), 100, "{}", r.name);
            assert!(r.pm == ids::PM_PRIEST || r.gods.iter().all(|g| !g.is_empty()));
            assert!(completable(&Partial { role: Some(r.pm), ..Default::default() }));
        }
        for rc in RACES.iter() {
            assert!((0..6).all(|i| rc.attrmin[i] <= rc.attrmax[i]));
            assert!(completable(&Partial { race: Some(rc.pm), ..Default::default() }));
        }
        // Priests pray to another role's gods.
        assert!(!pantheon(ids::PM_PRIEST, 7).gods[0].is_empty());
    }
}
