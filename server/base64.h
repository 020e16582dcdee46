/* base64.h — base64 (RFC 4648) as sbxd writes it: the standard alphabet
 * with padding (exec output events, process log chunks, the WebSocket
 * accept key) and base64url without padding (log cursors). */
#ifndef SBXD_BASE64_H
#define SBXD_BASE64_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Encode n bytes into out, which holds 4*ceil(n/3) bytes; returns how many
 * were written. out is not NUL-terminated. */
size_t base64_encode(const unsigned char *in, size_t n, char *out);
/* The same in base64url without padding (at most 4*ceil(n/3) bytes). */
size_t base64url_encode(const unsigned char *in, size_t n, char *out);
/* Decode unpadded base64url (out holds 3*len/4 bytes); -1 on a character
 * outside the alphabet or an impossible length. */
ssize_t base64url_decode(const char *in, size_t len, unsigned char *out);
/* c is one of the 64 characters of the alphabet (url: base64url's). */
bool base64_is_char(char c, bool url);

#endif
