/* paths.c — the bridge's URL path rules (dot segments, decodeURI with "%25"
 * kept, /workspace containment) and the id / session / port / tunnel-name
 * validators. Pure string functions; see paths.h for the contract of each.
 */
#include "paths.h"

#include <errno.h>
#include <math.h> /* HUGE_VAL */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static bool is_escape(const char *s)
{
	return s[0] == '%' && hexval((unsigned char)s[1]) >= 0 && hexval((unsigned char)s[2]) >= 0;
}

static int escape_byte(const char *s)
{
	return hexval((unsigned char)s[1]) << 4 | hexval((unsigned char)s[2]);
}

/* ---- dot segments ---------------------------------------------------- */

static bool seg_is(const char *s, size_t n, const char *lit)
{
	return strlen(lit) == n && strncasecmp(s, lit, n) == 0;
}

static bool seg_is_dot(const char *s, size_t n)
{
	return seg_is(s, n, ".") || seg_is(s, n, "%2e");
}

static bool seg_is_dotdot(const char *s, size_t n)
{
	return seg_is(s, n, "..") || seg_is(s, n, ".%2e") || seg_is(s, n, "%2e.") ||
	       seg_is(s, n, "%2e%2e");
}

int paths_remove_dot_segments(const char *path, char **out)
{
	size_t len, o = 0;
	char *buf;
	const char *p;

	if (!path || path[0] != '/')
		return -EINVAL;
	len = strlen(path);
	buf = malloc(len + 2);
	if (!buf)
		return -ENOMEM;
	/* buf always holds "/seg/seg..." without a trailing '/' except when the
	 * last segment is empty; o is its length. */
	p = path + 1;
	for (;;) {
		size_t n = 0;
		bool last;

		while (p[n] && p[n] != '/' && p[n] != '\\')
			n++;
		last = p[n] == '\0';
		if (seg_is_dotdot(p, n)) {
			while (o > 0 && buf[o - 1] != '/')
				o--;
			if (o > 0)
				o--; /* drop the '/' before the popped segment */
			if (last)
				buf[o++] = '/';
		} else if (seg_is_dot(p, n)) {
			if (last)
				buf[o++] = '/';
		} else {
			buf[o++] = '/';
			memcpy(buf + o, p, n);
			o += n;
		}
		if (last)
			break;
		p += n + 1;
	}
	if (o == 0)
		buf[o++] = '/';
	buf[o] = '\0';
	*out = buf;
	return 0;
}

/* ---- percent decoding ------------------------------------------------ */

static bool reserved_kept(int b)
{
	return b != 0 && strchr(";/?:@&=+$,#%", b) != NULL;
}

/* Decode one run of consecutive %XX escapes starting at s (run_len escapes)
 * into out as decodeURI would; false when the run is not valid UTF-8. */
static bool decode_run(const char *s, size_t count, char *out, size_t *olen, bool keep_reserved)
{
	size_t i = 0, o = 0;

	while (i < count) {
		int b = escape_byte(s + 3 * i);

		if (b < 0x80) {
			if (keep_reserved && reserved_kept(b)) {
				memcpy(out + o, s + 3 * i, 3);
				o += 3;
			} else {
				out[o++] = (char)b;
			}
			i++;
			continue;
		}
		int n;
		uint32_t cp, min;

		if ((b & 0xe0) == 0xc0) {
			n = 2;
			cp = b & 0x1f;
			min = 0x80;
		} else if ((b & 0xf0) == 0xe0) {
			n = 3;
			cp = b & 0x0f;
			min = 0x800;
		} else if ((b & 0xf8) == 0xf0) {
			n = 4;
			cp = b & 0x07;
			min = 0x10000;
		} else {
			return false;
		}
		if (i + (size_t)n > count)
			return false;
		for (int k = 1; k < n; k++) {
			int c = escape_byte(s + 3 * (i + k));

			if ((c & 0xc0) != 0x80)
				return false;
			cp = cp << 6 | (uint32_t)(c & 0x3f);
		}
		if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
			return false;
		for (int k = 0; k < n; k++)
			out[o++] = (char)escape_byte(s + 3 * (i + k));
		i += n;
	}
	*olen = o;
	return true;
}

static int decode(const char *in, bool keep_reserved, bool plus_is_space, char **out)
{
	size_t len, o = 0;
	char *buf;
	const char *p = in;

	len = strlen(in);
	buf = malloc(len + 1);
	if (!buf)
		return -ENOMEM;
	while (*p) {
		if (is_escape(p)) {
			size_t count = 0, dl;

			while (is_escape(p + 3 * count))
				count++;
			if (decode_run(p, count, buf + o, &dl, keep_reserved)) {
				if (memchr(buf + o, '\0', dl)) {
					free(buf);
					return -EINVAL;
				}
				o += dl;
			} else {
				memcpy(buf + o, p, 3 * count);
				o += 3 * count;
			}
			p += 3 * count;
		} else {
			buf[o++] = (plus_is_space && *p == '+') ? ' ' : *p;
			p++;
		}
	}
	buf[o] = '\0';
	*out = buf;
	return 0;
}

int paths_decode_uri(const char *in, char **out)
{
	return decode(in, true, false, out);
}

int paths_decode_component(const char *in, bool plus_is_space, char **out)
{
	return decode(in, false, plus_is_space, out);
}

int paths_decode_bytes(const char *in, char **out)
{
	char *buf = malloc(strlen(in) + 1);
	size_t o = 0;

	if (!buf)
		return -ENOMEM;
	for (const char *p = in; *p; p++) {
		int b = (unsigned char)*p;

		if (*p == '%') {
			if (!is_escape(p))
				goto bad;
			b = escape_byte(p);
			p += 2;
		}
		if (b == 0)
			goto bad;
		buf[o++] = (char)b;
	}
	buf[o] = '\0';
	*out = buf;
	return 0;
bad:
	free(buf);
	return -EINVAL;
}

/* ---- containment ----------------------------------------------------- */

int paths_normalize(const char *abs, char **out)
{
	size_t o = 0;
	const char *p = abs;
	char *buf;

	buf = malloc(strlen(abs) + 2);
	if (!buf)
		return -ENOMEM;
	while (*p) {
		size_t n;

		while (*p == '/')
			p++;
		n = strcspn(p, "/");
		if (n == 0)
			break;
		if (n == 1 && p[0] == '.') {
			/* skip */
		} else if (n == 2 && p[0] == '.' && p[1] == '.') {
			while (o > 0 && buf[o - 1] != '/')
				o--;
			if (o > 0)
				o--;
		} else {
			buf[o++] = '/';
			memcpy(buf + o, p, n);
			o += n;
		}
		p += n;
	}
	if (o == 0)
		buf[o++] = '/';
	buf[o] = '\0';
	*out = buf;
	return 0;
}

int paths_resolve_workspace(const char *user_path, char **out)
{
	static const char ws[] = "/workspace";
	size_t ulen = strlen(user_path);
	char *abs, *buf = NULL;
	int err;

	abs = malloc(ulen + sizeof(ws) + 2);
	if (!abs)
		return -ENOMEM;
	if (user_path[0] == '/') {
		memcpy(abs, user_path, ulen + 1);
	} else {
		memcpy(abs, ws, sizeof(ws) - 1);
		abs[sizeof(ws) - 1] = '/';
		memcpy(abs + sizeof(ws), user_path, ulen + 1);
	}
	err = paths_normalize(abs, &buf);
	free(abs);
	if (err < 0)
		return err;
	if (strcmp(buf, ws) != 0 &&
	    !(strncmp(buf, ws, sizeof(ws) - 1) == 0 && buf[sizeof(ws) - 1] == '/')) {
		free(buf);
		return -EACCES;
	}
	*out = buf;
	return 0;
}

/* ---- validators ------------------------------------------------------ */

bool paths_valid_sandbox_id(const char *id)
{
	size_t n = 0;

	if (!id)
		return false;
	for (; id[n]; n++) {
		char c = id[n];

		if (!((c >= 'a' && c <= 'z') || (c >= '2' && c <= '7')))
			return false;
	}
	return n >= 1 && n <= 128;
}

bool paths_valid_session_id(const char *sid)
{
	size_t n = 0;

	if (!sid)
		return false;
	for (; sid[n]; n++) {
		char c = sid[n];

		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '.' || c == '_' || c == '-'))
			return false;
	}
	return n >= 1 && n <= 128 && !strstr(sid, "..");
}

/* Length of a JS StrWhiteSpaceChar at s (UTF-8), 0 when there is none. */
static size_t js_space(const unsigned char *s, size_t n)
{
	if (n >= 1 && (s[0] == ' ' || (s[0] >= 0x09 && s[0] <= 0x0d)))
		return 1;
	if (n >= 2 && s[0] == 0xc2 && s[1] == 0xa0)
		return 2; /* U+00A0 */
	if (n < 3)
		return 0;
	if (s[0] == 0xe1 && s[1] == 0x9a && s[2] == 0x80)
		return 3; /* U+1680 */
	if (s[0] == 0xe2 && s[1] == 0x80 &&
	    ((s[2] >= 0x80 && s[2] <= 0x8a) || s[2] == 0xa8 || s[2] == 0xa9 || s[2] == 0xaf))
		return 3; /* U+2000-200A, U+2028, U+2029, U+202F */
	if (s[0] == 0xe2 && s[1] == 0x81 && s[2] == 0x9f)
		return 3; /* U+205F */
	if (s[0] == 0xe3 && s[1] == 0x80 && s[2] == 0x80)
		return 3; /* U+3000 */
	if (s[0] == 0xef && s[1] == 0xbb && s[2] == 0xbf)
		return 3; /* U+FEFF */
	return 0;
}

static size_t digits(const char *s, size_t i, size_t n)
{
	size_t j = i;

	while (j < n && s[j] >= '0' && s[j] <= '9')
		j++;
	return j - i;
}

bool paths_js_number(const char *str, double *out)
{
	const unsigned char *u = (const unsigned char *)str;
	size_t b = 0, e = strlen(str), k, i;
	char buf[512];

	while (b < e && (k = js_space(u + b, e - b)) > 0)
		b += k;
	/* trailing white space: scan forward, remember where the run began */
	{
		size_t end = b, j = b;

		while (j < e) {
			k = js_space(u + j, e - j);
			if (k) {
				j += k;
				continue;
			}
			j++;
			end = j;
		}
		e = end;
	}
	if (b == e) {
		*out = 0; /* Number("") and Number("  ") are 0 */
		return true;
	}
	str += b;
	e -= b;
	if (e > 2 && str[0] == '0' && strchr("xXoObB", str[1])) {
		int base = str[1] == 'x' || str[1] == 'X'   ? 16
			   : str[1] == 'o' || str[1] == 'O' ? 8
							    : 2;
		double v = 0;

		for (i = 2; i < e; i++) {
			int d = str[i] >= '0' && str[i] <= '9'	 ? str[i] - '0'
				: str[i] >= 'a' && str[i] <= 'f' ? str[i] - 'a' + 10
				: str[i] >= 'A' && str[i] <= 'F' ? str[i] - 'A' + 10
								 : 99;

			if (d >= base)
				return false;
			v = v * base + d;
		}
		*out = v;
		return true;
	}
	i = 0;
	if (str[0] == '+' || str[0] == '-')
		i++;
	if (e - i == 8 && strncmp(str + i, "Infinity", 8) == 0) {
		*out = str[0] == '-' ? -HUGE_VAL : HUGE_VAL;
		return true;
	}
	{
		size_t int_d = digits(str, i, e), frac_d = 0;

		i += int_d;
		if (i < e && str[i] == '.') {
			i++;
			frac_d = digits(str, i, e);
			i += frac_d;
		}
		if (int_d + frac_d == 0)
			return false;
		if (i < e && (str[i] == 'e' || str[i] == 'E')) {
			i++;
			if (i < e && (str[i] == '+' || str[i] == '-'))
				i++;
			k = digits(str, i, e);
			if (k == 0)
				return false;
			i += k;
		}
		if (i != e || e >= sizeof(buf))
			return false;
	}
	memcpy(buf, str, e);
	buf[e] = '\0';
	*out = strtod(buf, NULL);
	return true;
}

int paths_parse_port(const char *s)
{
	double v;

	/* validatePort(Number(s)): an integer 1024..65535, not 3000 */
	if (!s || !paths_js_number(s, &v) || !(v >= 1024 && v <= 65535) || v != (double)(int)v ||
	    v == 3000)
		return -EINVAL;
	return (int)v;
}

bool paths_valid_tunnel_name(const char *name)
{
	size_t n;

	if (!name)
		return false;
	n = strlen(name);
	if (n < 1 || n > 63)
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = name[i];
		bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');

		if (!alnum && !(c == '-' && i > 0 && i < n - 1))
			return false;
	}
	return true;
}
