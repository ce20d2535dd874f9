//! `set_uasmon`: the intrinsics a form gives the hero (resistances,
//! sight, flight, swimming, passing through walls...), kept under the
//! `FROMFORM` bit so that changing form takes them away again.

use crate::game::Game;
use crate::monsters::makemon::{is_bat, is_demon, is_floater, is_flyer, is_swimmer, is_undead, passes_walls};
use crate::world::you::FROMFORM;
use oxhack_defs::flags::{M1, M2, M3, Mr};
use oxhack_defs::{DamageType, MonClass, Pm, Prop, Tables};
use oxhack_tables::{ids, tables};

/// `dmgtype`: the form has an attack of damage type `ad`.
pub fn dmgtype(t: &Tables, pm: Pm, ad: DamageType) -> bool {
    t.mon(pm).attacks.iter().any(|a| a.adtyp == ad)
}

/// The properties a monster type's body gives whoever has it
/// (`set_uasmon`'s `PROPSET` list).
pub fn form_props(t: &Tables, pm: Pm, race: Pm) -> Vec<(Prop, bool)> {
    let d = t.mon(pm);
    let r = |m: Mr| d.mresists.contains(m);
    let drain = is_undead(t, pm) || is_demon(t, pm) || d.mflags2.contains(M2::WERE) || pm == ids::PM_DEATH;
    let telepathic = pm == ids::PM_FLOATING_EYE || pm == ids::PM_MIND_FLAYER || pm == ids::PM_MASTER_MIND_FLAYER;
    vec![
        (Prop::FireRes, r(Mr::FIRE)),
        (Prop::ColdRes, r(Mr::COLD)),
        (Prop::SleepRes, r(Mr::SLEEP)),
        (Prop::DisintRes, r(Mr::DISINT)),
        (Prop::ShockRes, r(Mr::ELEC)),
        (Prop::PoisonRes, r(Mr::POISON)),
        (Prop::AcidRes, r(Mr::ACID)),
        (Prop::StoneRes, r(Mr::STONE)),
        (Prop::DrainRes, drain),
        (
            Prop::Antimagic,
            dmgtype(t, pm, DamageType::Magm) || pm == ids::PM_BABY_GRAY_DRAGON || dmgtype(t, pm, DamageType::Rbre),
        ),
        (Prop::SickRes, d.mlet == MonClass::Fungus || pm == ids::PM_GHOUL),
        (Prop::Stunned, pm == ids::PM_STALKER || is_bat(pm)),
        (Prop::HallucRes, dmgtype(t, pm, DamageType::Halu)),
        (Prop::SeeInvis, d.mflags1.contains(M1::SEE_INVIS)),
        (Prop::Telepat, telepathic),
        (Prop::Infravision, t.mon(race).mflags3.contains(M3::INFRAVISION)),
        (Prop::Invis, pm == ids::PM_STALKER || pm == ids::PM_BLACK_LIGHT),
        (Prop::Teleport, d.mflags1.contains(M1::TPORT)),
        (Prop::TeleportControl, d.mflags1.contains(M1::TPORT_CNTRL)),
        (Prop::Levitation, is_floater(t, pm)),
        (Prop::Flying, is_flyer(t, pm) && !is_floater(t, pm)),
        (Prop::Swimming, is_swimmer(t, pm)),
        (Prop::PassesWalls, passes_walls(t, pm)),
        (Prop::Regeneration, d.mflags1.contains(M1::REGEN)),
        (Prop::Reflecting, pm == ids::PM_SILVER_DRAGON),
    ]
}

impl Game {
    /// `set_uasmon`: gives the hero the intrinsics of the form they are
    /// in now and takes away the last form's. Only a polymorphed form
    /// sets them here: the hero's own body's come from role and race.
    pub fn set_uasmon(&mut self) {
        let t = tables();
        let polyd = self.u.upolyd();
        let pm = self.u.umonnum();
        let race = if polyd { pm } else { self.u.hero.race };
        for (p, on) in form_props(t, pm, race) {
            let u = self.u.prop_mut(p);
            if on && polyd {
                u.intrinsic |= FROMFORM;
            } else {
                u.intrinsic &= !FROMFORM;
            }
        }
    }
}
