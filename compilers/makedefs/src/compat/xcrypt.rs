//! NetHack's `xcrypt`: the light scrambling that keeps rumors, oracles,
//! quest texts and the random-text files from being read with `cat`.
//!
//! Each byte that has bit 0x20 or 0x40 set is XOR-ed with a mask that
//! cycles 1, 2, 4, 8, 16 and advances on every byte (scrambled or not);
//! other bytes (the newline, control characters) are copied. The mask
//! never touches bits 0x20 and 0x40, so the same function decodes, and a
//! scrambled byte is never a newline or NUL. Every call starts the mask at
//! 1: makedefs encodes a line at a time, and the game decodes a line at a
//! time.

/// Scrambles (or unscrambles) `bytes`, appending the result to `out`.
pub fn xcrypt_into(bytes: &[u8], out: &mut Vec<u8>) {
    let mut mask = 1u8;
    out.reserve(bytes.len());
    for &b in bytes {
        out.push(if b & 0x60 != 0 { b ^ mask } else { b });
        mask = if mask >= 16 { 1 } else { mask << 1 };
    }
}

/// Scrambles (or unscrambles) `bytes`.
pub fn xcrypt(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    xcrypt_into(bytes, &mut out);
    out
}

/// Unscrambles one line read back from a database, as text (bytes that
/// are not UTF-8 are replaced).
pub fn decrypt_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(&xcrypt(bytes)).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_encoding() {
        // "grue": g^1 r^2 u^4 e^8.
        assert_eq!(xcrypt(b"grue"), b"fpqm");
        // The mask advances over the newline without changing it.
        assert_eq!(xcrypt(b"\naaaaaa"), b"\nceiq`c");
    }

    #[test]
    fn is_an_involution() {
        let s: Vec<u8> = (0u8..=255).collect();
        assert_eq!(xcrypt(&xcrypt(&s)), s);
    }
}
