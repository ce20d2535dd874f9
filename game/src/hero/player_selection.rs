//! Choosing a character before the game (role.c's choices with tty's
//! `player_selection`): the player's name ("Who are you?"), then "Shall I
//! pick ...?" and menus of the roles, races, genders and alignments still
//! allowed, on a [`Term`] before any game exists.

use crate::game::NewGame;
use crate::hero::role::role_info;
use crate::rng::Rng;
use crate::ui::options::Options;
use crate::ui::{Attr, ESC, Screen, Term};
use oxhack_defs::{Align, Pm};
use oxhack_tables::ids;

/// Character choices given before the game (command line, options).
#[derive(Debug, Clone, Default)]
pub struct Choices {
    pub name: Option<String>,
    pub role: Option<String>,
    pub race: Option<String>,
    pub gender: Option<String>,
    pub align: Option<String>,
}

/// The player's name: the given one, else asked for ("Who are you?") on
/// the top line; ESC or lost input gives `None`.
pub fn ask_name(term: &mut dyn Term, given: Option<String>) -> Option<String> {
    if let Some(n) = given.map(|n| n.trim().to_string()).filter(|n| !n.is_empty()) {
        return Some(n);
    }
    let mut name = String::new();
    loop {
        let (cols, rows) = term.size();
        let mut s = Screen::new(cols.max(20), rows.max(3));
        let prompt = format!("Who are you? {name}");
        s.put_str(0, 0, &prompt, 8, Attr::empty());
        s.cursor = (prompt.chars().count().min(s.cols - 1), 0);
        term.draw(&s);
        match term.read_key()? {
            ESC => return None,
            '\r' | '\n' => {
                let n = name.trim().to_string();
                if !n.is_empty() {
                    return Some(n);
                }
            }
            '\x08' | '\x7f' => {
                name.pop();
            }
            c if !c.is_control() && name.chars().count() < 31 => name.push(c),
            _ => {}
        }
    }
}

/// Draws `lines` on a blank screen and waits for a key.
fn show_and_read(term: &mut dyn Term, lines: &[String]) -> Option<char> {
    let (cols, rows) = term.size();
    let mut s = Screen::new(cols.max(20), rows.max(3));
    for (row, l) in lines.iter().enumerate().take(rows.max(3)) {
        s.put_str(0, row, l, 8, Attr::empty());
    }
    let last = lines.len().min(s.rows).saturating_sub(1);
    s.cursor = (lines.last().map_or(0, |l| l.chars().count()).min(s.cols - 1), last);
    term.draw(&s);
    term.read_key()
}

/// One menu of the character choice: (letter, label, value) entries, `*`
/// for random, `q`/ESC to quit. `None` = quit.
fn choose<T: Copy>(
    term: &mut dyn Term,
    title: &str,
    header: &str,
    items: &[(char, String, T)],
    rng: &mut Rng,
) -> Option<T> {
    if items.len() == 1 {
        return Some(items[0].2);
    }
    let mut lines = vec![header.to_string(), String::new(), title.to_string(), String::new()];
    for (c, label, _) in items {
        lines.push(format!(" {c} - {label}"));
    }
    lines.push(" * - Random".to_string());
    lines.push(" q - Quit".to_string());
    lines.push(String::new());
    lines.push("(Type a letter.)".to_string());
    loop {
        match show_and_read(term, &lines)? {
            ESC | 'q' => return None,
            '*' => return Some(items[rng.rn2(items.len() as i32) as usize].2),
            k => {
                if let Some((_, _, v)) = items.iter().find(|(c, _, _)| *c == k) {
                    return Some(*v);
                }
            }
        }
    }
}

/// The menu letter of a role (NetHack's: the first letter, `R` for Ranger).
fn role_letter(pm: Pm) -> char {
    if pm == ids::PM_RANGER { 'R' } else { role_info(pm).name.chars().next().map_or('?', |c| c.to_ascii_lowercase()) }
}

/// What the character looks like so far ("Agnar the lawful female human
/// Valkyrie"), for the menus' first line.
fn describe(name: &str, p: &crate::hero::role::Partial) -> String {
    let mut s = name.to_string();
    if p.role.is_some() || p.race.is_some() || p.female.is_some() || p.align.is_some() {
        s.push_str(" the");
    }
    if let Some(a) = p.align {
        s.push(' ');
        s.push_str(crate::hero::role::align_str(a));
    }
    if let Some(f) = p.female {
        s.push_str(if f { " female" } else { " male" });
    }
    if let Some(r) = p.race {
        s.push(' ');
        s.push_str(crate::hero::role::race_info(r).adj);
    }
    if let Some(r) = p.role {
        s.push(' ');
        s.push_str(role_info(r).name_for(p.female.unwrap_or(false)));
    }
    s
}

/// The rest of the character: choices given on the command line or in the
/// options are kept (those that cannot go together are dropped, the later
/// ones first); the player is asked "Shall I pick ...?" and then picks
/// the role, race, gender and alignment from menus of what is still
/// allowed, or lets the game pick at random. `None` when the player quits.
pub fn pick_character(
    term: &mut dyn Term,
    choices: &Choices,
    name: String,
    seed: u64,
    wizard: bool,
    opts: Options,
) -> Option<NewGame> {
    use crate::hero::role::{Partial, Pick};
    let mut rng = Rng::new(seed ^ 0x5DEE_CE66_D1CE_4E5B);
    let mut given = Partial::default();
    let mut random_given = [false; 4];
    let mut notes: Vec<String> = Vec::new();
    let mut apply = |p: &mut Partial, i: usize, text: &Option<String>, notes: &mut Vec<String>| {
        let Some(t) = text else { return };
        let mut q = *p;
        let res = match i {
            0 => crate::hero::role::parse_role(t).map(|x| match x {
                Pick::Is(v) => q.role = Some(v),
                Pick::Random => random_given[0] = true,
            }),
            1 => crate::hero::role::parse_race(t).map(|x| match x {
                Pick::Is(v) => q.race = Some(v),
                Pick::Random => random_given[1] = true,
            }),
            2 => crate::hero::role::parse_gender(t).map(|x| match x {
                Pick::Is(v) => q.female = Some(v),
                Pick::Random => random_given[2] = true,
            }),
            _ => crate::hero::role::parse_align(t).map(|x| match x {
                Pick::Is(v) => q.align = Some(v),
                Pick::Random => random_given[3] = true,
            }),
        };
        match res {
            Err(e) => notes.push(format!("Ignored: {e}.")),
            Ok(()) if crate::hero::role::completable(&q) => *p = q,
            Ok(()) => notes.push(format!("Ignored \"{t}\": it does not go with the other choices.")),
        }
    };
    apply(&mut given, 0, &choices.role, &mut notes);
    apply(&mut given, 1, &choices.race, &mut notes);
    apply(&mut given, 2, &choices.gender, &mut notes);
    apply(&mut given, 3, &choices.align, &mut notes);
    // Choices given as "random" are settled now.
    let mut p = given;
    if random_given[0] {
        p.role = crate::hero::role::complete(p, &mut rng).map(|c| c.0);
    }
    if random_given[1] {
        p.race = crate::hero::role::complete(p, &mut rng).map(|c| c.1);
    }
    if random_given[2] {
        p.female = crate::hero::role::complete(p, &mut rng).map(|c| c.2);
    }
    if random_given[3] {
        p.align = crate::hero::role::complete(p, &mut rng).map(|c| c.3);
    }
    loop {
        let mut q = p;
        if q.role.is_none() || q.race.is_none() || q.female.is_none() || q.align.is_none() {
            let mut lines = notes.clone();
            lines.push(describe(&name, &q));
            lines.push(String::new());
            lines.push("Shall I pick character's role, race, gender and alignment for you? [ynaq] ".to_string());
            let pick4u = loop {
                match show_and_read(term, &lines)? {
                    'a' | 'A' => {
                        // Pick everything and do not ask again.
                        let (role, race, female, align) = crate::hero::role::complete(q, &mut rng)?;
                        return Some(NewGame { name, wizard, opts, role, race, align, female, ..NewGame::quick(seed) });
                    }
                    'y' | 'Y' | '\r' | '\n' => break true,
                    'n' | 'N' => break false,
                    'q' | 'Q' | ESC => return None,
                    _ => {}
                }
            };
            if !pick4u {
                if q.role.is_none() {
                    let items: Vec<(char, String, Pm)> = crate::hero::role::roles_ok(&q)
                        .into_iter()
                        .map(|r| (role_letter(r), role_info(r).name_for(q.female.unwrap_or(false)).to_string(), r))
                        .collect();
                    q.role = Some(choose(term, "Pick a role or profession", &describe(&name, &q), &items, &mut rng)?);
                }
                if q.race.is_none() {
                    let items: Vec<(char, String, Pm)> = crate::hero::role::races_ok(&q)
                        .into_iter()
                        .map(|r| {
                            let ri = crate::hero::role::race_info(r);
                            (ri.noun.chars().next().unwrap_or('?'), ri.noun.to_string(), r)
                        })
                        .collect();
                    q.race = Some(choose(term, "Pick a race or species", &describe(&name, &q), &items, &mut rng)?);
                }
                if q.female.is_none() {
                    let items: Vec<(char, String, bool)> = crate::hero::role::gends_ok(&q)
                        .into_iter()
                        .map(|f| if f { ('f', "female".to_string(), f) } else { ('m', "male".to_string(), f) })
                        .collect();
                    q.female = Some(choose(term, "Pick a gender or sex", &describe(&name, &q), &items, &mut rng)?);
                }
                if q.align.is_none() {
                    let items: Vec<(char, String, Align)> = crate::hero::role::aligns_ok(&q)
                        .into_iter()
                        .map(|a| {
                            let s = crate::hero::role::align_str(a);
                            (s.chars().next().unwrap_or('?'), s.to_string(), a)
                        })
                        .collect();
                    q.align = Some(choose(term, "Pick an alignment or creed", &describe(&name, &q), &items, &mut rng)?);
                }
            }
        }
        let (role, race, female, align) = crate::hero::role::complete(q, &mut rng)?;
        let full = Partial { role: Some(role), race: Some(race), female: Some(female), align: Some(align) };
        if p.role.is_some() && p.race.is_some() && p.female.is_some() && p.align.is_some() {
            // Everything was given: no need to confirm.
            return Some(NewGame { name, wizard, opts, role, race, align, female, ..NewGame::quick(seed) });
        }
        let lines = vec![format!("{}.", describe(&name, &full)), String::new(), "Is this ok? [ynq] ".to_string()];
        loop {
            match show_and_read(term, &lines)? {
                'y' | 'Y' | '\r' | '\n' => {
                    return Some(NewGame { name, wizard, opts, role, race, align, female, ..NewGame::quick(seed) });
                }
                'n' | 'N' => break,
                'q' | 'Q' | ESC => return None,
                _ => {}
            }
        }
        notes.clear();
    }
}
