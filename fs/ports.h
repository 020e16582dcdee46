/* ports — names under ports/: an exposed port is a file named by its
 * number. Pure parsing, unit-tested in tests/test_ports.c; fs/ports.c also
 * implements the directory (tables in fs/ctlfile.h), with the table of
 * exposed ports (port -> URL) of fs/ctlreg.c.
 */
#ifndef SBXFS_PORTS_H
#define SBXFS_PORTS_H

/* A canonical decimal port the bridge accepts (1024..65535, not 3000; no
 * sign, no leading zero, no spaces). -EINVAL otherwise. */
int ports_parse(const char *name, int *port);

#endif
