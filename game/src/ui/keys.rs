//! Keys (cmd.c's `xdir`/`ydir`/`sdir`/`ndir`): the escape and control
//! keys, and the eight directions with their vi-keys and number-pad
//! digits. Shared by the window port (prompts) and the rules (movement).

/// The escape key.
pub const ESC: char = '\x1b';

/// A control key: `ctrl('p')` is ^P.
pub const fn ctrl(c: char) -> char {
    ((c as u8) & 0x1f) as char
}

/// The eight directions in NetHack's order with their vi-keys and number
/// pad digits (`xdir`, `ydir`, `sdir`, `ndir`).
pub const DIRS: [(i32, i32, char, char); 8] = [
    (-1, 0, 'h', '4'),
    (-1, -1, 'y', '7'),
    (0, -1, 'k', '8'),
    (1, -1, 'u', '9'),
    (1, 0, 'l', '6'),
    (1, 1, 'n', '3'),
    (0, 1, 'j', '2'),
    (-1, 1, 'b', '1'),
];

/// The direction of a movement key, if it is one.
pub fn movement_dir(c: char, number_pad: bool) -> Option<(i32, i32)> {
    DIRS.iter().find(|d| if number_pad { d.3 == c } else { d.2 == c }).map(|d| (d.0, d.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vi_keys_and_number_pad_give_the_same_directions() {
        for d in DIRS {
            assert_eq!(movement_dir(d.2, false), Some((d.0, d.1)));
            assert_eq!(movement_dir(d.3, true), Some((d.0, d.1)));
        }
        assert_eq!(movement_dir('h', true), None);
        assert_eq!(movement_dir('4', false), None);
        assert_eq!(ctrl('p'), '\x10');
    }
}
