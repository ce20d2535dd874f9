//! Monster and object names and stats, from the embedded tables.
//!
//! Completion lists names (by class where the source gives one) and hover
//! shows a monster's or object's stats, from the same tables the checker
//! resolves names against (`oxhack_tables::tables()`).

use oxhack_defs::enums::{AttackType, DamageType, MonClass, OClass};
use oxhack_defs::{Objclass, Permonst};

/// Monsters, in table order, of class symbol `class` (all if `None`).
pub fn monsters(class: Option<u8>) -> impl Iterator<Item = &'static Permonst> {
    oxhack_tables::tables().monsters.iter().filter(move |m| class.is_none_or(|c| m.mlet.symbol() == c))
}

/// Named objects of class symbol `class` (all if `None`).
pub fn objects(class: Option<u8>) -> impl Iterator<Item = &'static Objclass> {
    oxhack_tables::tables()
        .objects
        .iter()
        .filter(move |o| o.name.is_some() && class.is_none_or(|c| o.class.symbol() == c))
}

/// The monster called `name` (exact, then ignoring case).
pub fn monster(name: &str, class: Option<u8>) -> Option<&'static Permonst> {
    monsters(class).find(|m| m.name == name).or_else(|| monsters(class).find(|m| m.name.eq_ignore_ascii_case(name)))
}

/// The object called `name` (exact, then ignoring case).
pub fn object(name: &str, class: Option<u8>) -> Option<&'static Objclass> {
    let named = |o: &&Objclass| o.name.as_deref() == Some(name);
    let folded = |o: &&Objclass| o.name.as_deref().is_some_and(|n| n.eq_ignore_ascii_case(name));
    objects(class).find(named).or_else(|| objects(class).find(folded))
}

/// The monster class with symbol `c`.
pub fn monster_class(c: u8) -> Option<MonClass> {
    MonClass::ALL.iter().copied().find(|m| m.symbol() == c)
}

/// The object class with symbol `c`.
pub fn object_class(c: u8) -> Option<OClass> {
    OClass::from_symbol(c)
}

fn attack_word(a: AttackType) -> &'static str {
    match a {
        AttackType::Claw => "claw",
        AttackType::Bite => "bite",
        AttackType::Kick => "kick",
        AttackType::Butt => "butt",
        AttackType::Tuch => "touch",
        AttackType::Stng => "sting",
        AttackType::Hugs => "hug",
        AttackType::Spit => "spit",
        AttackType::Engl => "engulf",
        AttackType::Brea => "breath",
        AttackType::Expl => "explode",
        AttackType::Boom => "explode on death",
        AttackType::Gaze => "gaze",
        AttackType::Tent => "tentacles",
        AttackType::Weap => "weapon",
        AttackType::Magc => "spell",
        AttackType::None => "none",
    }
}

fn damage_word(d: DamageType) -> String {
    match d {
        DamageType::Phys => "physical".into(),
        DamageType::Magm => "magic missile".into(),
        DamageType::Slee => "sleep".into(),
        DamageType::Disn => "disintegration".into(),
        DamageType::Elec => "shock".into(),
        DamageType::Drst => "poison".into(),
        DamageType::Blnd => "blinding".into(),
        DamageType::Plys => "paralysis".into(),
        DamageType::Drli => "level drain".into(),
        DamageType::Dren => "energy drain".into(),
        DamageType::Ston => "petrification".into(),
        DamageType::Stck => "sticky".into(),
        DamageType::Sgld => "steal gold".into(),
        DamageType::Spc1 | DamageType::Spc2 => "special".into(),
        other => other.to_string(),
    }
}

/// A monster's stats, as Markdown.
pub fn monster_markdown(m: &Permonst) -> String {
    let attacks: Vec<String> = m
        .attacks
        .iter()
        .filter(|a| !a.is_none())
        .map(|a| {
            let dice = if a.damn > 0 && a.damd > 0 { format!(" {}d{}", a.damn, a.damd) } else { String::new() };
            format!("{}{dice} {}", attack_word(a.aatyp), damage_word(a.adtyp))
        })
        .collect();
    let align = match m.maligntyp {
        0 => "neutral (0)".to_string(),
        a if a > 0 => format!("lawful ({a})"),
        a => format!("chaotic ({a})"),
    };
    let resists: Vec<String> = m.mresists.iter_names().map(|(n, _)| n.to_lowercase()).collect();
    let mut s = format!(
        "**{}** — monster, class `{}` ({})\n\n\
         level {}, speed {}, AC {}, MR {}, alignment {align}\n\n\
         size {}, weight {}, difficulty {}\n\n\
         attacks: {}",
        m.name,
        m.mlet.symbol() as char,
        m.mlet.explain(),
        m.mlevel,
        m.mmove,
        m.ac,
        m.mr,
        m.msize,
        m.cwt,
        m.difficulty,
        if attacks.is_empty() { "none".to_string() } else { attacks.join(", ") },
    );
    if !resists.is_empty() {
        s.push_str(&format!("\n\nresists: {}", resists.join(", ")));
    }
    s
}

/// An object's stats, as Markdown.
pub fn object_markdown(o: &Objclass) -> String {
    let name = o.name.as_deref().unwrap_or("?");
    let mut s = format!("**{name}** — object, class `{}` ({})", o.class.symbol() as char, o.class);
    if let Some(d) = &o.descr {
        s.push_str(&format!(", unidentified: \"{d}\""));
    }
    let material = o.material.map_or("none".to_string(), |m| m.to_string());
    s.push_str(&format!("\n\ncost {} zm, weight {}, material {material}, probability {}", o.cost, o.weight, o.prob));
    match o.class {
        OClass::Weapon => {
            s.push_str(&format!("\n\ndamage d{} (small) / d{} (large), to-hit {:+}", o.wsdam, o.wldam, o.hitbon()))
        }
        OClass::Armor => {
            let slot = o.armcat().map_or("armor".to_string(), |c| c.to_string());
            s.push_str(&format!("\n\n{slot}, AC {}, MC {}", o.a_ac(), o.a_can()));
        }
        OClass::Food => s.push_str(&format!("\n\nnutrition {}", o.nutrition)),
        OClass::Spbook => s.push_str(&format!("\n\nspell level {}", o.level())),
        _ => {}
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_aware_lists() {
        let dragons: Vec<&str> = monsters(Some(b'D')).map(|m| m.name.as_str()).collect();
        assert!(dragons.contains(&"red dragon"));
        assert!(!dragons.contains(&"jackal"));
        let weapons: Vec<&str> = objects(Some(b')')).filter_map(|o| o.name.as_deref()).collect();
        assert!(weapons.contains(&"long sword"));
        assert!(!weapons.contains(&"plate mail"));
    }

    #[test]
    fn stats_texts() {
        let ant = monster("soldier ant", None).unwrap();
        let md = monster_markdown(ant);
        assert!(md.contains("level 3, speed 18, AC 3, MR 0"), "{md}");
        assert!(md.contains("bite 2d4 physical"), "{md}");
        assert!(md.contains("sting 3d4 poison"), "{md}");
        let sword = object("LONG SWORD", None).unwrap();
        let md = object_markdown(sword);
        assert!(md.contains("cost 15 zm, weight 40, material iron"), "{md}");
        assert!(md.contains("d8 (small) / d12 (large)"), "{md}");
    }
}
