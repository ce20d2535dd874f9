//! The status part of enlightenment (`status_enlightenment`): what the
//! status line abbreviates and other things the hero plainly knows:
//! levitation and flight, troubles, traps and holds, hunger, burden, the
//! wielded weapon and skill with it, wearing no armor.

use super::{Enl, EnlMode};
use crate::game::Game;
use crate::objects::weapon::{level_name, skill_name, weapon_type};
use crate::world::hero::{P_ISRESTRICTED, P_SKILLED, P_UNSKILLED};
use crate::world::obj::{Obj, Worn};
use crate::world::you::{Hunger, UTrap};
use oxhack_defs::{OClass, Prop, Skill};
use oxhack_tables::{ids, tables};

/// `weapon_descr`: a wielded object by its skill ("long sword",
/// "arrow"), or its class for non-weapons.
fn weapon_descr(o: &Obj) -> String {
    let t = tables();
    let skill = weapon_type(t, Some(o));
    let ammo = crate::world::obj::types::is_ammo(t, o.otyp);
    let d = match skill {
        Skill::None => {
            if matches!(o.otyp, ids::CORPSE | ids::TIN | ids::EGG | ids::STATUE | ids::BOULDER | ids::TOWEL) {
                t.obj(o.otyp).name.clone().unwrap_or_default()
            } else {
                class_name(o.oclass(t)).to_string()
            }
        }
        Skill::Sling if ammo => {
            let graystone = matches!(o.otyp, ids::LUCKSTONE | ids::LOADSTONE | ids::FLINT | ids::TOUCHSTONE);
            if o.otyp == ids::ROCK || graystone {
                "stone".to_string()
            } else if o.oclass(t) == OClass::Gem {
                "gem".to_string()
            } else {
                class_name(o.oclass(t)).to_string()
            }
        }
        Skill::Bow if ammo => "arrow".to_string(),
        Skill::Crossbow if ammo => "bolt".to_string(),
        Skill::Flail if o.otyp == ids::GRAPPLING_HOOK => "hook".to_string(),
        Skill::PickAxe if o.otyp == ids::DWARVISH_MATTOCK => "mattock".to_string(),
        s => skill_name(s),
    };
    crate::objects::objnam::makesingular(&d)
}

/// The class names of `def_oc_syms`.
fn class_name(c: OClass) -> &'static str {
    match c {
        OClass::Weapon => "weapon",
        OClass::Armor => "armor",
        OClass::Ring => "ring",
        OClass::Amulet => "amulet",
        OClass::Tool => "tool",
        OClass::Food => "food",
        OClass::Potion => "potion",
        OClass::Scroll => "scroll",
        OClass::Spbook => "spellbook",
        OClass::Wand => "wand",
        OClass::Coin => "coin",
        OClass::Gem => "gem",
        OClass::Rock => "boulder or statue",
        OClass::Ball => "iron ball",
        OClass::Chain => "iron chain",
        OClass::Venom => "venom",
        _ => "thing",
    }
}

impl Game {
    /// `cause_known`: the hero wears something whose type they know gives
    /// property `p`.
    fn cause_known(&self, p: Prop) -> bool {
        let t = tables();
        let mask = Worn::ARMOR | Worn::AMUL | Worn::RING | Worn::TOOL;
        self.u.invent.iter().any(|o| {
            o.owornmask.intersects(mask) && t.obj(o.otyp).oprop == Some(p) && self.os.is_known(o.otyp) && o.dknown
        })
    }

    pub(super) fn status_enlightenment(&self, e: &mut Enl, mode: EnlMode) {
        let magic = mode.magic;
        let u = &self.u;
        e.out("");
        e.out(if e.final_ { "Final Status:" } else { "Current Status:" });
        let (are, were) = ("are ", "were ");
        if u.has(Prop::Levitation) {
            e.msg("You ", are, were, "levitating", &self.from_what(Prop::Levitation));
        } else if u.has(Prop::Flying) {
            e.msg("You ", are, were, "flying", &self.from_what(Prop::Flying));
        }
        if u.has(Prop::Stoned) {
            e.you_are("turning to stone", "");
        }
        if u.has(Prop::Slimed) {
            e.you_are("turning into slime", "");
        }
        if u.has(Prop::Strangled) {
            let mut buf = "being strangled".to_string();
            if self.wizard {
                buf.push_str(&format!(" ({})", u.timeout(Prop::Strangled)));
            }
            e.you_are(&buf, &self.from_what(Prop::Strangled));
        }
        if u.has(Prop::Sick) {
            e.you_are("terminally sick from food poisoning", "");
        }
        for (p, what) in [
            (Prop::Vomiting, "nauseated"),
            (Prop::Stunned, "stunned"),
            (Prop::Confusion, "confused"),
            (Prop::Halluc, "hallucinating"),
        ] {
            if u.has(p) {
                e.you_are(what, "");
            }
        }
        if u.has(Prop::Blinded) {
            let blindfolded =
                u.worn(Worn::TOOL).is_some_and(|i| matches!(u.invent[i].otyp, ids::BLINDFOLD | ids::TOWEL))
                    && u.timeout(Prop::Blinded) == 0;
            let mut buf = format!("{} blind", if blindfolded { "deliberately" } else { "temporarily" });
            if self.wizard && u.timeout(Prop::Blinded) != 0 {
                buf.push_str(&format!(" ({})", u.timeout(Prop::Blinded)));
            }
            e.you_are(&buf, &self.from_what(Prop::Blinded));
        }
        if u.has(Prop::Deaf) {
            e.you_are("deaf", &self.from_what(Prop::Deaf));
        }
        let trap = match u.utrap {
            UTrap::None => None,
            UTrap::Lava(_) => Some("stuck in the lava".to_string()),
            UTrap::Pit(_) | UTrap::BearTrap(_) | UTrap::Web(_) => {
                let t = self.lev.t_at(u.ux, u.uy).map(|t| t.ttyp);
                let n = t.and_then(|t| crate::world::level::ttyp::NAMES.get(t as usize).copied());
                Some(n.map_or("trapped".to_string(), |n| format!("trapped in {}", crate::objects::objnam::an(n))))
            }
        };
        if let Some(tr) = trap {
            e.you_are(&tr, "");
        }
        if let Some(id) = u.ustuck
            && let Some(i) = self.mon_index(id)
        {
            e.you_are(&format!("held by {}", self.a_monnam(i)), "");
        }
        if u.has(Prop::WoundedLegs) {
            e.you_have("wounded legs", "");
        }
        if u.has(Prop::Glib) {
            let gloves = u.worn(Worn::ARMG).is_some();
            let mut buf = format!("slippery {}", if gloves { "gloves" } else { "fingers" });
            if self.wizard {
                buf.push_str(&format!(" ({})", u.timeout(Prop::Glib)));
            }
            e.you_have(&buf, "");
        }
        if u.has(Prop::Fumbling) && (magic || self.cause_known(Prop::Fumbling)) {
            e.msg("You ", "fumble", "fumbled", "", &self.from_what(Prop::Fumbling));
        }
        if u.has(Prop::Sleepy) && (magic || self.cause_known(Prop::Sleepy)) {
            let mut buf = self.from_what(Prop::Sleepy);
            if self.wizard {
                buf.push_str(&format!(" ({})", u.timeout(Prop::Sleepy)));
            }
            e.msg("You ", "fall", "fell", " asleep uncontrollably", &buf);
        }
        if u.has(Prop::Hunger) && (magic || self.cause_known(Prop::Hunger)) {
            e.msg("You ", "hunger", "hungered", " rapidly", &self.from_what(Prop::Hunger));
        }
        let hunger = u.uhs.label().to_lowercase();
        if !hunger.is_empty() {
            let buf = match u.uhs {
                Hunger::Weak => format!("{hunger} from severe hunger"),
                Hunger::Fainting | Hunger::Fainted => format!("{hunger} due to starvation"),
                _ => hunger,
            };
            e.you_are(&buf, "");
        }
        let cap = self.near_capacity() as usize;
        if cap > 0 {
            let stat = crate::actions::pickup::ENC_STAT[cap.min(5)].to_lowercase();
            let adj = ["", "slightly", "moderately", "very", "extremely", "not possible"][cap.min(5)];
            let slowed = if cap < 5 { " slowed" } else { "" };
            let is = if e.final_ { "was" } else { "is" };
            e.you_are(&format!("{stat}; movement {is} {adj}{slowed}"), "");
        } else {
            e.you_are("unencumbered", "");
        }
        self.weapon_status(e);
        let armor = Worn::ARMOR;
        if !u.invent.iter().any(|o| o.owornmask.intersects(armor)) {
            e.you_are("not wearing any armor", "");
        }
    }

    /// The wielded weapon and the hero's skill with it.
    fn weapon_status(&self, e: &mut Enl) {
        let t = tables();
        let u = &self.u;
        let Some(w) = u.uwep() else {
            let what = if u.worn(Worn::ARMG).is_some() { "empty handed" } else { "bare handed" };
            e.you_are(what, "");
            return;
        };
        let what = weapon_descr(w);
        let buf = if matches!(what.as_str(), "armor" | "food" | "venom") {
            format!("wielding some {what}")
        } else if w.quan == 1 {
            format!("wielding {}", crate::objects::objnam::an(&what))
        } else {
            format!("wielding {}", crate::objects::objnam::makeplural(&what))
        };
        e.you_are(&buf, "");
        let skill = weapon_type(t, Some(w));
        if skill == Skill::None || skill == Skill::BareHandedCombat {
            return;
        }
        let lvl = u.hero.skill(skill).skill;
        let hav = lvl != P_UNSKILLED && lvl != P_SKILLED;
        let name = if lvl == P_ISRESTRICTED { "no".to_string() } else { level_name(lvl).to_lowercase() };
        let mut buf = format!("{name} {} {}", if hav { "skill with" } else { "in" }, skill_name(skill));
        if self.can_advance(skill) {
            buf.push_str(if e.final_ { " and could have enhanced that" } else { " and can enhance that" });
        }
        if hav {
            e.you_have(&buf, "");
        } else {
            e.you_are(&buf, "");
        }
    }
}
