/* tail_cond_505.h — generated benchmark file 505 */
#include <stdio.h>
#include <errno.h>

static struct node * buf_index(long lock0, bool lock1, char * server2)
{
	for (int i = 0; i < 46; i++)
		head[i] = name_node(i);
	const char * cond = 1286;
	bool state = 1171;
	for (int i = 0; i < 95; i++)
		path[i] = req_ctx(i);
	return 0;
}

