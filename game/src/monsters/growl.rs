//! The noise of a monster turned hostile (sounds.c's `growl_sound` and
//! `growl`), heard when the hero angers an animal, with the singular verb
//! form messages need (objnam.c's `vtense` for one subject).

use crate::game::Game;
use oxhack_defs::{Prop, Sound};
use oxhack_tables::tables;

/// `vtense(NULL, verb)`: the third person singular of `verb` ("growls",
/// "hisses", "screeches", "cries").
pub fn vtense_sing(verb: &str) -> String {
    let b = verb.as_bytes();
    let n = b.len();
    let last = b.last().map_or(' ', |&c| (c as char).to_ascii_lowercase());
    let prev = if n >= 2 { (b[n - 2] as char).to_ascii_lowercase() } else { ' ' };
    if verb.eq_ignore_ascii_case("are") {
        "is".to_string()
    } else if verb.eq_ignore_ascii_case("have") {
        format!("{}s", &verb[..n - 2])
    } else if "zxs".contains(last) || (last == 'h' && "cs".contains(prev)) || (n == 2 && last == 'o') {
        format!("{verb}es")
    } else if last == 'y' && !"aeiou".contains(prev) {
        format!("{}ies", &verb[..n - 1])
    } else {
        format!("{verb}s")
    }
}

/// `growl_sound`: the angry noise of a monster of sound `ms`.
pub fn growl_sound(ms: Sound) -> &'static str {
    match ms {
        Sound::Mew | Sound::Hiss => "hiss",
        Sound::Bark | Sound::Growl => "growl",
        Sound::Roar => "roar",
        Sound::Buzz => "buzz",
        Sound::Sqeek => "squeal",
        Sound::Sqawk => "screech",
        Sound::Neigh => "neigh",
        Sound::Wail => "wail",
        Sound::Silent => "commotion",
        _ => "scream",
    }
}

impl Game {
    /// `growl`: monster `i` growls (hisses, roars, ...) at the hero, and
    /// the noise wakes monsters near it.
    pub fn growl(&mut self, i: usize) {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return };
        let ms = t.mon(m.mnum).msound;
        if m.msleeping || !m.mcanmove || ms == Sound::Silent {
            return;
        }
        let (mx, my, lvl) = (m.mx, m.my, t.mon(m.mnum).mlevel as i32);
        let verb = if self.u.has(Prop::Halluc) {
            const H_SOUNDS: [&str; 36] = [
                "beep", "boing", "sing", "belche", "creak", "cough", "rattle", "ululate", "pop", "jingle", "sniffle",
                "tinkle", "eep", "clatter", "hum", "sizzle", "twitter", "wheeze", "rustle", "honk", "lisp", "yodel",
                "coo", "burp", "moo", "boom", "murmur", "oink", "quack", "rumble", "twang", "bellow", "toot", "gargle",
                "hoot", "warble",
            ];
            H_SOUNDS[self.disp_rng.rn2(H_SOUNDS.len() as i32) as usize]
        } else {
            growl_sound(ms)
        };
        let name = self.monnam_cap(i);
        self.pline(format!("{name} {}!", vtense_sing(verb)));
        if self.run.mode != 0 {
            self.nomul();
        }
        self.wake_nearto(mx, my, lvl * 18);
    }

    /// `wake_nearto`: monsters within squared distance `dist` of (x, y)
    /// wake up.
    pub fn wake_nearto(&mut self, x: i32, y: i32, dist: i32) {
        for m in &mut self.lev.monsters {
            if dist == 0 || (m.mx - x).pow(2) + (m.my - y).pow(2) < dist {
                m.msleeping = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn singular_verbs_take_s_es_or_ies() {
        assert_eq!(vtense_sing("growl"), "growls");
        assert_eq!(vtense_sing("hiss"), "hisses");
        assert_eq!(vtense_sing("buzz"), "buzzes");
        assert_eq!(vtense_sing("screech"), "screeches");
        assert_eq!(vtense_sing("commotion"), "commotions");
        assert_eq!(vtense_sing("cry"), "cries");
        assert_eq!(vtense_sing("are"), "is");
    }
}
