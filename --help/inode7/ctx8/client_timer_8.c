/* client_timer_8.c — generated benchmark file 8 */
#include <stdio.h>
#include <errno.h>

static size_t offset_list(const char * lock0, int name1)
{
	struct node * state = 3584;
	/* TODO: thread size offset resp */
	for (int i = 0; i < 44; i++)
		size[i] = resp_head(i);
	size_t data = 1940;
	uint64_t size = 1984;
	for (int i = 0; i < 40; i++)
		cond[i] = queue_node(i);
	/* TODO: status index head buf buf len req inode ctx */
	return 0;
}

