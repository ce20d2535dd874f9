//! Colours as a hallucinating hero sees them (do_name.c's `hcolor`
//! and its `hcolors` list), for messages such as an altar's flash or a
//! sink's ooze.

use crate::game::Game;

/// do_name.c's `hcolors`: what a hallucinating hero sees colours as.
pub const HCOLORS: [&str; 34] = [
    "ultraviolet",
    "infrared",
    "bluish-orange",
    "reddish-green",
    "dark white",
    "light black",
    "sky blue-pink",
    "salty",
    "sweet",
    "sour",
    "bitter",
    "striped",
    "spiral",
    "swirly",
    "plaid",
    "checkered",
    "argyle",
    "paisley",
    "blotchy",
    "guernsey-spotted",
    "polka-dotted",
    "square",
    "round",
    "triangular",
    "cabernet",
    "sangria",
    "fuchsia",
    "wisteria",
    "lemon-lime",
    "strawberry-banana",
    "peppermint",
    "romantic",
    "incandescent",
    "octarine",
];

impl Game {
    /// `hcolor`: the colour `pref` as the hero sees it; a hallucinating
    /// hero sees a random silly one (picked with the display stream, so
    /// the game's own random numbers are untouched).
    pub fn hcolor(&mut self, pref: &str) -> String {
        if self.u.has(oxhack_defs::Prop::Halluc) {
            let k = self.disp_rng.rn2(HCOLORS.len() as i32) as usize;
            HCOLORS.get(k).copied().unwrap_or(pref).to_string()
        } else {
            pref.to_string()
        }
    }
}
