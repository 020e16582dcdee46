/* ports — parsing of port names. Names are canonical decimal numbers so
 * that one port has exactly one name ("08080" is not 8080). */
#include "ports.h"

#include <errno.h>

#include "sbx.h"

int ports_parse(const char *name, int *port)
{
	long n = 0;

	if (!name[0] || name[0] == '0')
		return -EINVAL;
	for (const char *p = name; *p; p++) {
		if (*p < '0' || *p > '9')
			return -EINVAL;
		n = n * 10 + (*p - '0');
		if (n > 65535)
			return -EINVAL;
	}
	if (!sbx_valid_port(n))
		return -EINVAL;
	*port = (int)n;
	return 0;
}
