//! Artifacts in a game (artifact.c): which exist, the per-game fix-ups of
//! their alignments and roles, finding one by name, and `mk_artifact`,
//! which with object properties gains a fallback: an object that could
//! not become an artifact gets good random properties instead.

use crate::objects::mkobj::MkCtx;
use crate::objects::oprops::create_oprop;
use crate::world::hero::Hero;
use crate::world::obj::Obj;
use oxhack_defs::flags::{ObjFlags, Spfx};
use oxhack_defs::{Align, ArtiId, Otyp, Pm, Tables};
use oxhack_tables as ids;
use serde::{Deserialize, Serialize};

/// Per-game artifact state (`artiexist[]`, `artidisco[]` and the
/// adjustments `hack_artifacts` makes to `artilist[]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArtifactState {
    /// Indexed by [`ArtiId`]; slot 0 unused.
    pub exist: Vec<bool>,
    /// Artifacts the hero has identified, in order.
    pub disco: Vec<ArtiId>,
    /// Alignment and role of each artifact this game.
    pub align: Vec<Align>,
    pub role: Vec<Option<Pm>>,
}

impl ArtifactState {
    /// No artifact exists yet; alignments and roles as in the table.
    pub fn new(t: &Tables) -> ArtifactState {
        let n = t.artifacts.len() + 1;
        let mut align = vec![Align::None; n];
        let mut role = vec![None; n];
        for (i, a) in t.artifacts.iter().enumerate() {
            align[i + 1] = a.alignment;
            role[i + 1] = a.role;
        }
        ArtifactState { exist: vec![false; n], disco: Vec::new(), align, role }
    }

    /// `hack_artifacts`: the hero's own gift artifacts take the hero's
    /// alignment; Excalibur is a Knight's only for Knights; the quest
    /// artifact, when the role has one, belongs to the hero's role and
    /// alignment.
    pub fn hack_artifacts(&mut self, hero: &Hero, questarti: Option<ArtiId>) {
        for i in 1..self.align.len() {
            if self.role[i] == Some(hero.role) && self.align[i] != Align::None {
                self.align[i] = hero.align;
            }
        }
        if hero.role != ids::PM_KNIGHT {
            self.role[ids::ART_EXCALIBUR.0 as usize] = None;
        }
        if let Some(q) = questarti.filter(|q| (q.0 as usize) < self.align.len()) {
            self.align[q.0 as usize] = hero.align;
            self.role[q.0 as usize] = Some(hero.role);
        }
    }

    pub fn exists(&self, a: ArtiId) -> bool {
        self.exist.get(a.0 as usize).copied().unwrap_or(false)
    }

    /// Marks an artifact created (or, with `false`, gone again).
    pub fn set_exists(&mut self, a: ArtiId, exists: bool) {
        if let Some(slot) = self.exist.get_mut(a.0 as usize) {
            *slot = exists;
        }
    }

    /// How many artifacts exist (`nartifact_exist`).
    pub fn nartifact_exist(&self) -> i32 {
        self.exist.iter().filter(|&&e| e).count() as i32
    }

    /// The hero identifies an artifact (`discover_artifact`).
    pub fn discover(&mut self, a: ArtiId) {
        if !self.disco.contains(&a) {
            self.disco.push(a);
        }
    }
}

/// The quest artifact of a role (`urole.questarti`).
pub fn quest_artifact(role: Pm) -> Option<ArtiId> {
    Some(match role {
        ids::PM_ARCHEOLOGIST => ids::ART_THE_ORB_OF_DETECTION,
        ids::PM_BARBARIAN => ids::ART_THE_HEART_OF_AHRIMAN,
        ids::PM_CAVEMAN | ids::PM_CAVEWOMAN => ids::ART_THE_SCEPTRE_OF_MIGHT,
        ids::PM_HEALER => ids::ART_THE_STAFF_OF_AESCULAPIUS,
        ids::PM_KNIGHT => ids::ART_THE_MAGIC_MIRROR_OF_MERLIN,
        ids::PM_MONK => ids::ART_THE_EYES_OF_THE_OVERWORLD,
        ids::PM_PRIEST | ids::PM_PRIESTESS => ids::ART_THE_MITRE_OF_HOLINESS,
        ids::PM_RANGER => ids::ART_THE_LONGBOW_OF_DIANA,
        ids::PM_ROGUE => ids::ART_THE_MASTER_KEY_OF_THIEVERY,
        ids::PM_SAMURAI => ids::ART_THE_TSURUGI_OF_MURAMASA,
        ids::PM_TOURIST => ids::ART_THE_PLATINUM_YENDORIAN_EXPRESS_CARD,
        ids::PM_VALKYRIE => ids::ART_THE_ORB_OF_FATE,
        ids::PM_WIZARD => ids::ART_THE_EYE_OF_THE_AETHIOPICA,
        _ => return None,
    })
}

/// An artifact's name, or "" for an id that names none (`artiname`).
pub fn artiname(t: &Tables, a: ArtiId) -> &str {
    t.arti(a).map_or("", |a| a.name.as_str())
}

/// The artifact a name means, ignoring case and a leading "the"
/// (`artifact_name`): "the vorpal blade" and "Vorpal Blade" both find it.
pub fn artifact_name(t: &Tables, name: &str) -> Option<ArtiId> {
    fn strip_the(s: &str) -> &str {
        match s.get(..4) {
            Some(p) if p.eq_ignore_ascii_case("the ") => &s[4..],
            _ => s,
        }
    }
    let name = strip_the(name);
    t.artifacts.iter().position(|a| strip_the(&a.name).eq_ignore_ascii_case(name)).map(|i| ArtiId(i as u8 + 1))
}

/// The artifact with exactly this name and base type, if any.
pub fn artifact_of(t: &Tables, otyp: Otyp, name: &str) -> Option<ArtiId> {
    t.artifacts.iter().position(|a| a.otyp == otyp && a.name == name).map(|i| ArtiId(i as u8 + 1))
}

/// Whether naming an object of type `otyp` with `name` is forbidden
/// because it would fake an artifact (`restrict_name`'s first part: the
/// name matches an artifact's, ignoring case, on the artifact's own base).
pub fn names_an_artifact(t: &Tables, otyp: Otyp, name: &str) -> Option<ArtiId> {
    artifact_name(t, name).filter(|&a| t.arti(a).is_some_and(|a| a.otyp == otyp))
}

impl MkCtx<'_> {
    /// `mk_artifact`. With `alignment` [`Align::None`], turns `otmp` into
    /// a random artifact of its type that does not exist yet; when there is
    /// none, gives it good random properties instead (OxHack's fallback,
    /// except for unique objects, which stay as they are). With an
    /// alignment, makes a new gift artifact suitable for the hero, or
    /// returns `None` when none is left.
    pub fn mk_artifact(&mut self, otmp: Option<Obj>, alignment: Align) -> Option<Obj> {
        let t = self.t;
        let by_align = alignment != Align::None;
        let o_typ = if by_align { None } else { otmp.as_ref().map(|o| o.otyp) };
        let unique = o_typ.is_some_and(|o| t.obj(o).is(ObjFlags::UNIQUE));
        if let Some(o) = &otmp
            && o.oartifact.is_some()
        {
            return otmp;
        }
        let mut eligible: Vec<ArtiId> = Vec::new();
        let mut alt: Vec<ArtiId> = Vec::new();
        for (i, a) in t.artifacts.iter().enumerate() {
            let m = ArtiId(i as u8 + 1);
            if self.og.arti.exists(m) || a.spfx.contains(Spfx::NOGEN) || unique {
                continue;
            }
            if !by_align {
                if Some(a.otyp) == o_typ {
                    eligible.push(m);
                }
                continue;
            }
            let a_align = self.og.arti.align[m.0 as usize];
            let hostile = a.race.is_some_and(|r| self.hero.race_hostile(t, r));
            if (a_align == alignment || a_align == Align::None) && !hostile {
                if self.og.arti.role[m.0 as usize] == Some(self.hero.role) {
                    eligible = vec![m];
                    break;
                }
                if a_align != Align::None || self.hero.ugifts > 0 {
                    eligible.push(m);
                } else if eligible.is_empty() {
                    alt.push(m);
                }
            }
        }
        if eligible.is_empty() {
            eligible = alt;
        }
        if eligible.is_empty() {
            if by_align {
                return None;
            }
            let mut o = otmp?;
            if !unique {
                create_oprop(t, self.os, &mut o, false, self.og.rules, self.rng);
            }
            return Some(o);
        }
        let m = eligible[self.rng.rn2(eligible.len() as i32) as usize];
        let a = t.arti(m)?;
        let mut o = match otmp {
            Some(o) if !by_align => o,
            _ => self.mksobj(a.otyp, true, false),
        };
        // Properties and artifacts are mutually exclusive.
        o.oprops = 0;
        o.oprops_known = 0;
        o.oname = Some(a.name.clone());
        o.oartifact = Some(m);
        self.og.arti.set_exists(m, true);
        Some(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxhack_tables::tables;

    #[test]
    fn names() {
        let t = tables();
        assert_eq!(artifact_name(t, "the vorpal blade"), Some(ids::ART_VORPAL_BLADE));
        assert_eq!(artifact_name(t, "Vorpal Blade"), Some(ids::ART_VORPAL_BLADE));
        assert_eq!(artifact_name(t, "orb of detection"), Some(ids::ART_THE_ORB_OF_DETECTION));
        assert_eq!(artifact_name(t, "vorpal"), None);
        assert_eq!(artiname(t, ids::ART_EXCALIBUR), "Excalibur");
        assert_eq!(artiname(t, ArtiId(0)), "");
        assert_eq!(names_an_artifact(t, ids::LONG_SWORD, "excalibur"), Some(ids::ART_EXCALIBUR));
        assert_eq!(names_an_artifact(t, ids::DAGGER, "excalibur"), None);
    }

    #[test]
    fn hack_artifacts_adjusts_for_the_hero() {
        let t = tables();
        let mut s = ArtifactState::new(t);
        let hero = Hero::new(ids::PM_SAMURAI, ids::PM_HUMAN, Align::Lawful);
        s.hack_artifacts(&hero, Some(ids::ART_THE_TSURUGI_OF_MURAMASA));
        assert_eq!(s.role[ids::ART_EXCALIBUR.0 as usize], None);
        assert_eq!(s.role[ids::ART_THE_TSURUGI_OF_MURAMASA.0 as usize], Some(ids::PM_SAMURAI));
        let mut k = ArtifactState::new(t);
        k.hack_artifacts(&Hero::new(ids::PM_KNIGHT, ids::PM_HUMAN, Align::Lawful), None);
        assert_eq!(k.role[ids::ART_EXCALIBUR.0 as usize], Some(ids::PM_KNIGHT));
    }
}
