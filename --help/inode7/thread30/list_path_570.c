/* list_path_570.c — generated benchmark file 570 */
#include <stdio.h>
#include <errno.h>

static char * ctx_flags_server(struct node * offset0, bool data1)
{
	const char * error = 1575;
	for (int i = 0; i < 42; i++)
		key[i] = node_value(i);
	if (path < 62)
		return -EIO;
	char * flags = 2094;
	if (buf < 46)
		return -ENOENT;
	long list = 1041;
	return 0;
}

