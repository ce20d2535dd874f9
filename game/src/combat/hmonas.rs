//! The polymorphed hero's attacks (uhitm.c's `hmonas`): each of the
//! form's attacks in turn: weapon attacks (and a first claw while a
//! weapon is wielded) swing the weapon; bites, kicks, stings, butts,
//! touches, tentacles and claws roll to hit and deal the attack's dice
//! ("You bite the jackal."), elemental damage sparing monsters that
//! resist it.

use super::uhitm::HitHow;
use crate::game::Game;
use crate::monsters::makemon::nohands;
use crate::world::mondata::verysmall;
use crate::world::obj::Worn;
use oxhack_defs::flags::Mr;
use oxhack_defs::{AttackType, DamageType};
use oxhack_tables::tables;

impl Game {
    /// `hmonas`: the hero in a monster's form attacks monster `i` with
    /// the form's attacks. Returns whether it took time.
    pub fn hmonas(&mut self, i: usize) -> bool {
        let t = tables();
        let pm = self.u.umonnum();
        let Some(id) = self.lev.monsters.get(i).map(|m| m.m_id) else { return false };
        let cantwield = nohands(t, pm) || verysmall(t, pm);
        let mut weapon_used = false;
        for a in t.mon(pm).attacks {
            let Some(i) = self.mon_index(id) else { break };
            if self.over.is_some() {
                break;
            }
            let uses_weapon = a.aatyp == AttackType::Weap
                || (a.aatyp == AttackType::Claw && self.u.worn(Worn::WEP).is_some() && !cantwield && !weapon_used);
            if uses_weapon {
                weapon_used = true;
                let wep = self.u.worn(Worn::WEP).map(|w| self.u.invent[w].clone());
                let tmp = self.find_roll_to_hit(i, wep.as_ref());
                let dieroll = self.rng.rnd(20);
                if tmp > dieroll {
                    self.hmon(i, wep.as_ref(), HitHow::Melee, dieroll);
                } else {
                    self.missum_pub(i);
                }
                continue;
            }
            let verb = match a.aatyp {
                AttackType::Kick => "You kick",
                AttackType::Bite => "You bite",
                AttackType::Stng => "You sting",
                AttackType::Butt => "You butt",
                AttackType::Tuch => "You touch",
                AttackType::Tent => "Your tentacles suck",
                AttackType::Claw => "You hit",
                _ => continue,
            };
            let tmp = self.find_roll_to_hit(i, None);
            let dieroll = self.rng.rnd(20);
            if tmp <= dieroll {
                self.missum_pub(i);
                continue;
            }
            let name = self.mon_nam(i);
            self.pline(format!("{verb} {name}."));
            self.damageum(i, a.adtyp, a.damn as i32, a.damd as i32);
        }
        true
    }

    /// `damageum`, the part kept: the attack's dice, none for an
    /// elemental attack the monster resists.
    fn damageum(&mut self, i: usize, ad: DamageType, damn: i32, damd: i32) {
        let t = tables();
        let mut dmg = self.rng.d(damn.max(1), damd.max(1));
        let Some(m) = self.lev.monsters.get(i) else { return };
        let resists = t.mon(m.mnum).mresists;
        let blind = self.u.has(oxhack_defs::Prop::Blinded);
        let name = self.mon_nam(i);
        let mut cap = name.clone();
        if let Some(c) = cap.get_mut(0..1) {
            c.make_ascii_uppercase();
        }
        let (shown, resisted, refusal) = match ad {
            DamageType::Fire => {
                (format!("{cap} is on fire!"), resists.contains(Mr::FIRE), format!("The fire doesn't heat {name}!"))
            }
            DamageType::Cold => (
                format!("{cap} is covered in frost!"),
                resists.contains(Mr::COLD),
                format!("The frost doesn't chill {name}!"),
            ),
            DamageType::Elec => {
                (format!("{cap} is zapped!"), resists.contains(Mr::ELEC), format!("The zap doesn't shock {name}!"))
            }
            _ => (String::new(), false, String::new()),
        };
        if !shown.is_empty() && !blind {
            self.pline(shown);
        }
        if resisted {
            if !blind {
                self.pline(refusal);
            }
            dmg = 0;
        }
        self.wakeup(i, true);
        self.damage_monster(i, dmg, true);
    }
}
