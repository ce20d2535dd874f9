//! Monster spellcasting (mcastu.c): `castmu` picks a mage (`AD_SPEL`) or
//! cleric (`AD_CLRC`) spell by the caster's level, `buzzmu` casts a ray
//! spell from afar, and a caster not attacking may still cast an
//! undirected spell (cure self, haste self, summoning) as it moves.
//!
//! The spells themselves are in [`wizard`] and [`cleric`].

mod cleric;
mod wizard;

use crate::game::Game;
use crate::monsters::monmove::perceives;
use oxhack_defs::{Attack, AttackType, DamageType, Prop};
use oxhack_tables::tables;

/// The mage spells (`MGC_*`), in `choose_magic_spell` order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MageSpell {
    PsiBolt,
    CureSelf,
    HasteSelf,
    StunYou,
    Disappear,
    WeakenYou,
    DestroyArmor,
    CurseItems,
    Aggravation,
    SummonMons,
    CloneWiz,
    DeathTouch,
}

/// The cleric spells (`CLC_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClericSpell {
    OpenWounds,
    CureSelf,
    ConfuseYou,
    Paralyze,
    BlindYou,
    Insects,
    CurseItems,
    Lightning,
    FirePillar,
    Geyser,
}

/// A spell of either school; `None` for the non-school attacks (fire,
/// cold, magic missiles) that have no spell to pick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spell {
    Mage(MageSpell),
    Cleric(ClericSpell),
    None,
}

impl Spell {
    /// `is_undirected_spell`: spells cast without aiming at the hero.
    pub fn undirected(self) -> bool {
        matches!(
            self,
            Spell::Mage(
                MageSpell::CloneWiz
                    | MageSpell::SummonMons
                    | MageSpell::Aggravation
                    | MageSpell::Disappear
                    | MageSpell::HasteSelf
                    | MageSpell::CureSelf
            ) | Spell::Cleric(ClericSpell::Insects | ClericSpell::CureSelf)
        )
    }
}

/// `choose_magic_spell`: a random value below the caster's level to a
/// mage spell; `psi_instead` (the hero resists magic or hallucinates)
/// turns the strongest into a psi bolt.
pub fn choose_magic_spell(rng: &mut crate::rng::Rng, mut v: i32, psi_instead: bool) -> MageSpell {
    while v > 24 && rng.rn2(25) != 0 {
        v = rng.rn2(v);
    }
    use MageSpell::*;
    match v {
        23 | 24 if psi_instead => PsiBolt,
        20..=24 => DeathTouch,
        18 | 19 => CloneWiz,
        15..=17 => SummonMons,
        13 | 14 => Aggravation,
        10..=12 => CurseItems,
        8 | 9 => DestroyArmor,
        6 | 7 => WeakenYou,
        4 | 5 => Disappear,
        3 => StunYou,
        2 => HasteSelf,
        1 => CureSelf,
        _ => PsiBolt,
    }
}

/// `choose_clerical_spell`: a random value below the caster's level to a
/// cleric spell.
pub fn choose_clerical_spell(rng: &mut crate::rng::Rng, mut v: i32) -> ClericSpell {
    while v > 15 && rng.rn2(16) != 0 {
        v = rng.rn2(v);
    }
    use ClericSpell::*;
    match v {
        14 | 15 if rng.rn2(3) != 0 => OpenWounds,
        13..=15 => Geyser,
        12 => FirePillar,
        11 => Lightning,
        9 | 10 => CurseItems,
        8 => Insects,
        6 | 7 => BlindYou,
        4 | 5 => Paralyze,
        2 | 3 => ConfuseYou,
        1 => CureSelf,
        _ => OpenWounds,
    }
}

impl Game {
    /// `castmu`: monster `i` casts with attack `a`. `thinks_it_foundyou`
    /// is false for the undirected casting of a monster not attacking;
    /// `foundyou` whether it knows where the hero really is. Returns
    /// whether a spell was cast.
    pub fn castmu(&mut self, i: usize, a: &Attack, thinks_it_foundyou: bool, foundyou: bool) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let ml = m.m_lev as i32;
        let school = matches!(a.adtyp, DamageType::Spel | DamageType::Clrc);
        let mut spell = Spell::None;
        if school && ml > 0 {
            let psi = self.u.has(Prop::Antimagic) || self.u.has(Prop::Halluc);
            let mut cnt = 40;
            loop {
                let v = self.rng.rn2(ml);
                spell = if a.adtyp == DamageType::Spel {
                    Spell::Mage(choose_magic_spell(&mut self.rng, v, psi))
                } else {
                    Spell::Cleric(choose_clerical_spell(&mut self.rng, v))
                };
                if !thinks_it_foundyou {
                    // Not attacking: only an undirected, useful spell.
                    if !spell.undirected() || self.spell_would_be_useless(i, spell) {
                        return false;
                    }
                    break;
                }
                cnt -= 1;
                if cnt == 0 || !self.spell_would_be_useless(i, spell) {
                    break;
                }
            }
            if cnt == 0 {
                return false;
            }
        }
        let m = &self.lev.monsters[i];
        if m.mcan || m.mspec_used > 0 || ml == 0 {
            self.cursetxt(i, spell.undirected());
            return false;
        }
        if school {
            self.lev.monsters[i].mspec_used = (10 - ml).max(2);
        }
        let m = &self.lev.monsters[i];
        let (mux, muy, pm) = (m.mux, m.muy, m.mnum);
        if !foundyou && thinks_it_foundyou && !spell.undirected() {
            let who = if self.canspotmon(m) { self.monnam_cap(i) } else { "Something".to_string() };
            let air = if self.lev.typ(mux, muy) == oxhack_vm::terrain::WATER { "empty water" } else { "thin air" };
            self.pline(format!("{who} casts a spell at {air}!"));
            return false;
        }
        self.nomul();
        let m = &self.lev.monsters[i];
        if self.rng.rn2(ml * 10) < if m.mconf { 100 } else { 20 } {
            if self.canspotmon(m) && !self.u.has(Prop::Deaf) {
                let name = self.mon_nam(i);
                self.pline(format!("The air crackles around {name}."));
            }
            return false;
        }
        let seen = self.canspotmon(m);
        if seen || !spell.undirected() {
            let who = if seen { self.monnam_cap(i) } else { "Something".to_string() };
            let missed_u = (mux, muy) != (self.u.ux, self.u.uy);
            let at = if spell.undirected() {
                ""
            } else if self.u.has(Prop::Invis) && !perceives(tables(), pm) && missed_u {
                " at a spot near you"
            } else if self.u.has(Prop::Displaced) && missed_u {
                " at your displaced image"
            } else {
                " at you"
            };
            self.pline(format!("{who} casts a spell{at}!"));
        }
        let mut dmg = if !foundyou {
            if !school {
                return false;
            }
            0
        } else if a.damd > 0 {
            self.rng.d(ml / 2 + a.damn as i32, a.damd as i32)
        } else {
            self.rng.d(ml / 2 + 1, 6)
        };
        if self.u.has(Prop::HalfSpdam) {
            dmg = (dmg + 1) / 2;
        }
        match a.adtyp {
            DamageType::Fire => {
                self.pline("You're enveloped in flames.");
                if self.u.has(Prop::FireRes) {
                    self.pline("But you resist the effects.");
                    dmg = 0;
                }
            }
            DamageType::Cold => {
                self.pline("You're covered in frost.");
                if self.u.has(Prop::ColdRes) {
                    self.pline("But you resist the effects.");
                    dmg = 0;
                }
            }
            DamageType::Magm => {
                self.pline("You are hit by a shower of missiles!");
                if self.u.has(Prop::Antimagic) {
                    self.pline("The missiles bounce off!");
                    dmg = 0;
                } else {
                    dmg = self.rng.d(ml / 2 + 1, 6);
                }
            }
            _ => {
                match spell {
                    Spell::Mage(s) => self.cast_wizard_spell(i, dmg, s),
                    Spell::Cleric(s) => self.cast_cleric_spell(i, dmg, s),
                    Spell::None => {}
                }
                dmg = 0;
            }
        }
        if dmg > 0 {
            self.mdamageu(i, dmg);
        }
        true
    }

    /// `mdamageu`: monster `i` does `n` damage to the hero.
    pub(crate) fn mdamageu(&mut self, i: usize, n: i32) {
        let killer = self.killer_name(i);
        self.losehp(n, &killer);
    }

    /// `cursetxt`: a caster that could not cast points and curses.
    fn cursetxt(&mut self, i: usize, undirected: bool) {
        let m = &self.lev.monsters[i];
        if self.canspotmon(m) && self.vis.couldsee(m.mx, m.my) {
            let missed_u = (m.mux, m.muy) != (self.u.ux, self.u.uy);
            let point = if undirected {
                "all around, then curses"
            } else if self.u.has(Prop::Invis) && !perceives(tables(), m.mnum) && missed_u {
                "and curses in your general direction"
            } else if self.u.has(Prop::Displaced) && missed_u {
                "and curses at your displaced image"
            } else {
                "at you, then curses"
            };
            let name = self.monnam_cap(i);
            self.pline(format!("{name} points {point}."));
        } else if (self.moves % 4 == 0 || self.rng.rn2(4) == 0) && !self.u.has(Prop::Deaf) {
            let msg = "You hear a mumbled curse.";
            if self.history.last().map(String::as_str) != Some(msg) {
                self.pline(msg);
            }
        }
    }

    /// `spell_would_be_useless`: spells not worth casting now (healing at
    /// full health, haste when fast, peaceful casters' summonings).
    fn spell_would_be_useless(&self, i: usize, spell: Spell) -> bool {
        let m = &self.lev.monsters[i];
        let mcouldseeu = self.vis.couldsee(m.mx, m.my);
        match spell {
            Spell::Mage(s) => {
                use MageSpell::*;
                (m.mpeaceful && matches!(s, Aggravation | SummonMons | CloneWiz))
                    || (s == HasteSelf && m.permspeed == 2)
                    || (s == Disappear && m.minvis)
                    || (s == Disappear && m.mpeaceful && !self.u.has(Prop::SeeInvis))
                    || (s == CureSelf && m.mhp == m.mhpmax)
                    || (!mcouldseeu && (s == SummonMons || (!m.iswiz && s == CloneWiz)))
                    || (s == CloneWiz && (!m.iswiz || self.lev.monsters.iter().filter(|w| w.iswiz).count() > 1))
            }
            Spell::Cleric(s) => {
                use ClericSpell::*;
                (m.mpeaceful && s == Insects)
                    || (s == CureSelf && m.mhp == m.mhpmax)
                    || (!mcouldseeu && s == Insects)
                    || (s == BlindYou && self.u.has(Prop::Blinded))
            }
            Spell::None => false,
        }
    }

    /// `buzzmu`: monster `i`, not next to the hero, casts a ray spell
    /// (fire, cold, magic missile...) along a line to them. Returns
    /// whether it did.
    pub fn buzzmu(&mut self, i: usize, a: &Attack) -> bool {
        if a.adtyp as u8 > DamageType::Spc2 as u8 {
            return false;
        }
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if m.mcan {
            self.cursetxt(i, false);
            return false;
        }
        let (mx, my, mux, muy) = (m.mx, m.my, m.mux, m.muy);
        if self.lined_up(i).is_some() && self.rng.rn2(3) != 0 {
            self.nomul();
            let who = self.lev.monsters.get(i).filter(|m| self.canspotmon(m)).map(|_| self.monnam_cap(i));
            let (dx, dy) = ((mux - mx).signum(), (muy - my).signum());
            return self.buzz_monster_spell(who, a.adtyp, a.damn as i32, mx, my, dx, dy);
        }
        false
    }

    /// dochug's undirected casting: a hostile caster within 7 squares,
    /// not attacking, may cast a spell that needs no aim. Returns whether
    /// it cast one (and so does not move this turn).
    pub(crate) fn m_undirected_cast(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let d2 = (m.mx - self.u.ux).pow(2) + (m.my - self.u.uy).pow(2);
        if m.mspec_used > 0 || d2 > 49 {
            return false;
        }
        let id = m.m_id;
        for a in tables().mon(m.mnum).attacks.iter() {
            if a.aatyp == AttackType::Magc && matches!(a.adtyp, DamageType::Spel | DamageType::Clrc) {
                let Some(i) = self.mon_index(id) else { return false };
                if self.castmu(i, a, false, false) {
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spell_choice_follows_the_level_table() {
        let mut rng = crate::rng::Rng::new(1);
        assert_eq!(choose_magic_spell(&mut rng, 0, false), MageSpell::PsiBolt);
        assert_eq!(choose_magic_spell(&mut rng, 1, false), MageSpell::CureSelf);
        assert_eq!(choose_magic_spell(&mut rng, 9, false), MageSpell::DestroyArmor);
        assert_eq!(choose_magic_spell(&mut rng, 21, false), MageSpell::DeathTouch);
        assert_eq!(choose_magic_spell(&mut rng, 23, true), MageSpell::PsiBolt);
        assert_eq!(choose_clerical_spell(&mut rng, 8), ClericSpell::Insects);
        assert_eq!(choose_clerical_spell(&mut rng, 13), ClericSpell::Geyser);
    }
}
