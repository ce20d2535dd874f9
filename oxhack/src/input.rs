//! Turning the bytes a terminal sends into keys: plain characters
//! (UTF-8), control keys, and the escape sequences of the cursor and
//! keypad keys (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, the keypad's
//! application mode `ESC O p`..`ESC O y`). An ESC that no sequence
//! follows is the escape key itself; NetHack's tty has no meta prefix, so
//! ESC and a letter are two keys.
//!
//! The decoder only buffers: the caller feeds it what `read` returned and
//! asks for keys, waiting briefly (and then calling with `flush`) when
//! [`Decoder::waiting`] says a sequence may still be arriving.

use std::collections::VecDeque;

const ESC: u8 = 0x1b;

/// One decoded key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Char(char),
    Up,
    Down,
    Left,
    Right,
    Home,
    End,
    PageUp,
    PageDown,
    /// The keypad's middle key (5).
    Begin,
    /// A sequence the game has no use for (function keys, mouse, ...).
    Other,
}

/// What the front of the buffer holds.
enum Parse {
    /// A whole key, and how many bytes it took.
    Done(Input, usize),
    /// The start of something that more bytes may complete.
    Incomplete,
}

/// Buffers bytes and decodes keys from them.
#[derive(Debug, Default)]
pub struct Decoder {
    buf: VecDeque<u8>,
}

impl Decoder {
    /// Adds bytes read from the terminal.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend(bytes);
    }

    /// True when the buffer holds only the start of a sequence (or of a
    /// UTF-8 character) that further bytes may complete.
    pub fn waiting(&self) -> bool {
        !self.buf.is_empty() && matches!(self.parse(), Parse::Incomplete)
    }

    /// The next key, if the buffer holds one. With `flush`, an incomplete
    /// sequence is given up: a lone ESC is the escape key, and a cut
    /// UTF-8 character is dropped.
    pub fn next(&mut self, flush: bool) -> Option<Input> {
        if self.buf.is_empty() {
            return None;
        }
        match self.parse() {
            Parse::Done(inp, n) => {
                self.buf.drain(..n);
                Some(inp)
            }
            Parse::Incomplete if flush => {
                let b = self.buf.pop_front()?;
                Some(if b == ESC { Input::Char('\x1b') } else { Input::Other })
            }
            Parse::Incomplete => None,
        }
    }

    fn at(&self, i: usize) -> Option<u8> {
        self.buf.get(i).copied()
    }

    fn parse(&self) -> Parse {
        let Some(b0) = self.at(0) else { return Parse::Incomplete };
        if b0 == ESC {
            return self.parse_escape();
        }
        if b0 < 0x80 {
            return Parse::Done(Input::Char(b0 as char), 1);
        }
        let len = match b0 {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return Parse::Done(Input::Other, 1),
        };
        if self.buf.len() < len {
            return Parse::Incomplete;
        }
        let bytes: Vec<u8> = self.buf.iter().take(len).copied().collect();
        match std::str::from_utf8(&bytes).ok().and_then(|s| s.chars().next()) {
            Some(c) => Parse::Done(Input::Char(c), len),
            None => Parse::Done(Input::Other, 1),
        }
    }

    fn parse_escape(&self) -> Parse {
        match self.at(1) {
            None => Parse::Incomplete,
            Some(b'[') => self.parse_csi(),
            Some(b'O') => match self.at(2) {
                None => Parse::Incomplete,
                Some(c) => Parse::Done(ss3_key(c), 3),
            },
            // ESC then an ordinary key: two keys.
            Some(_) => Parse::Done(Input::Char('\x1b'), 1),
        }
    }

    /// `ESC [ params intermediates final`.
    fn parse_csi(&self) -> Parse {
        let mut i = 2;
        let mut param = 0u32;
        let mut first_param: Option<u32> = None;
        loop {
            let Some(b) = self.at(i) else { return Parse::Incomplete };
            match b {
                b'0'..=b'9' => param = param.saturating_mul(10).saturating_add(u32::from(b - b'0')),
                b';' | b':' => {
                    first_param.get_or_insert(param);
                    param = 0;
                }
                0x3C..=0x3F | 0x20..=0x2F => {}
                0x40..=0x7E => {
                    let p = first_param.unwrap_or(param);
                    return Parse::Done(csi_key(b, p), i + 1);
                }
                // Not a sequence after all: the ESC alone, then the rest
                // as keys.
                _ => return Parse::Done(Input::Char('\x1b'), 1),
            }
            i += 1;
            if i > 32 {
                return Parse::Done(Input::Other, i);
            }
        }
    }
}

/// The key of `ESC [ ... final` whose first parameter is `p`.
fn csi_key(fin: u8, p: u32) -> Input {
    match fin {
        b'A' => Input::Up,
        b'B' => Input::Down,
        b'C' => Input::Right,
        b'D' => Input::Left,
        b'H' => Input::Home,
        b'F' => Input::End,
        b'E' | b'G' => Input::Begin,
        b'~' => match p {
            1 | 7 => Input::Home,
            4 | 8 => Input::End,
            5 => Input::PageUp,
            6 => Input::PageDown,
            _ => Input::Other,
        },
        _ => Input::Other,
    }
}

/// The key of `ESC O c` (cursor keys, and the keypad in application mode).
fn ss3_key(c: u8) -> Input {
    match c {
        b'A' => Input::Up,
        b'B' => Input::Down,
        b'C' => Input::Right,
        b'D' => Input::Left,
        b'H' => Input::Home,
        b'F' => Input::End,
        b'E' => Input::Begin,
        b'p'..=b'y' => Input::Char((b'0' + (c - b'p')) as char),
        b'M' => Input::Char('\r'),
        b'j' => Input::Char('*'),
        b'k' => Input::Char('+'),
        b'm' => Input::Char('-'),
        b'n' => Input::Char('.'),
        b'o' => Input::Char('/'),
        _ => Input::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(bytes: &[u8], flush: bool) -> Vec<Input> {
        let mut d = Decoder::default();
        d.push(bytes);
        let mut out = Vec::new();
        while let Some(k) = d.next(flush) {
            out.push(k);
        }
        out
    }

    #[test]
    fn plain_and_control_keys() {
        assert_eq!(keys(b"hj\x04\r\x7f", false), [b'h', b'j', 4, b'\r', 0x7f].map(|b| Input::Char(b as char)));
    }

    #[test]
    fn cursor_keys_in_both_modes() {
        assert_eq!(keys(b"\x1b[A\x1b[B\x1bOC\x1bOD", false), [Input::Up, Input::Down, Input::Right, Input::Left]);
        assert_eq!(keys(b"\x1b[1;5A", false), [Input::Up], "modifiers are ignored");
        assert_eq!(
            keys(b"\x1b[5~\x1b[6~\x1b[1~\x1b[4~\x1b[H\x1b[F\x1b[E", false),
            [Input::PageUp, Input::PageDown, Input::Home, Input::End, Input::Home, Input::End, Input::Begin]
        );
        assert_eq!(keys(b"\x1b[15~\x1bOP", false), [Input::Other, Input::Other], "function keys");
    }

    #[test]
    fn keypad_application_mode_gives_digits() {
        assert_eq!(keys(b"\x1bOp\x1bOy\x1bOM", false), [Input::Char('0'), Input::Char('9'), Input::Char('\r')]);
    }

    #[test]
    fn a_lone_escape_waits_then_is_the_escape_key() {
        let mut d = Decoder::default();
        d.push(b"\x1b");
        assert!(d.waiting());
        assert_eq!(d.next(false), None);
        assert_eq!(d.next(true), Some(Input::Char('\x1b')));
        assert!(!d.waiting());
        // ESC then a letter: two keys, no meta.
        assert_eq!(keys(b"\x1bq", false), [Input::Char('\x1b'), Input::Char('q')]);
    }

    #[test]
    fn a_sequence_cut_between_reads_is_joined() {
        let mut d = Decoder::default();
        d.push(b"\x1b[");
        assert!(d.waiting());
        assert_eq!(d.next(false), None);
        d.push(b"D");
        assert_eq!(d.next(false), Some(Input::Left));
        d.push(b"\x1bO");
        assert_eq!(d.next(false), None);
        d.push(b"A");
        assert_eq!(d.next(false), Some(Input::Up));
    }

    #[test]
    fn utf8_characters_whole_or_cut() {
        assert_eq!(keys("é€".as_bytes(), false), [Input::Char('é'), Input::Char('€')]);
        let mut d = Decoder::default();
        d.push(&"€".as_bytes()[..2]);
        assert!(d.waiting());
        assert_eq!(d.next(false), None);
        d.push(&"€".as_bytes()[2..]);
        assert_eq!(d.next(false), Some(Input::Char('€')));
        assert_eq!(keys(&[0xFF, b'a'], false), [Input::Other, Input::Char('a')]);
    }

    #[test]
    fn garbage_never_sticks() {
        // A CSI broken by a control byte gives the ESC, then the rest.
        assert_eq!(keys(b"\x1b[\x01", false), [Input::Char('\x1b'), Input::Char('['), Input::Char('\x01')]);
        // An endless parameter list is cut off.
        let mut long = b"\x1b[".to_vec();
        long.extend(std::iter::repeat_n(b'1', 100));
        let got = keys(&long, true);
        assert!(!got.is_empty() && got.len() < 100, "{got:?}");
    }

    proptest::proptest! {
        /// Whatever a terminal sends, the decoder never panics, never
        /// sticks (flushing empties it), and a plain character is never
        /// swallowed.
        #[test]
        fn any_bytes_decode(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..64), c in b'a'..=b'z') {
            let mut d = Decoder::default();
            d.push(&bytes);
            let mut n = 0;
            while d.next(true).is_some() {
                n += 1;
                proptest::prop_assert!(n <= bytes.len());
            }
            proptest::prop_assert!(!d.waiting());
            d.push(&[c]);
            proptest::prop_assert_eq!(d.next(false), Some(Input::Char(c as char)));
        }
    }
}
