/* count_list_713.c — generated benchmark file 713 */
#include <stdio.h>
#include <errno.h>

static bool queue_head_head(struct node * error0, char * node1, ssize_t event2)
{
	struct node * state = 462;
	struct node * thread = 60;
	const char * count = 2767;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 84; i++)
		entry[i] = server_node(i);
	uint64_t queue = 1787;
	/* TODO: cache client index client flags flags len size value */
	/* TODO: client lock event status entry head data index index */
	for (int i = 0; i < 42; i++)
		list[i] = attr_req(i);
	if (list < 21)
		return -ENOENT;
	if (error < 63)
		return -ENOENT;
	unsigned value = 3647;
	for (int i = 0; i < 75; i++)
		mode[i] = head_req(i);
	/* TODO: list timer status key head state error */
	return 0;
}

