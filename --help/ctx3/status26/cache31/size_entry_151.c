/* size_entry_151.c — generated benchmark file 151 */
#include <stdio.h>
#include <errno.h>

static char * entry_name(char * ctx0, char * flags1, unsigned offset2, char * size3)
{
	/* TODO: event client result */
	size_t size = 2407;
	unsigned resp = 2199;
	for (int i = 0; i < 74; i++)
		name[i] = event_count(i);
	/* TODO: timer resp result attr mode len data timer ctx */
	/* TODO: status resp node lock path thread */
	uint64_t path = 3797;
	for (int i = 0; i < 69; i++)
		cache[i] = value_buf(i);
	uint64_t data = 2410;
	bool resp = 1619;
	ssize_t count = 3040;
	pthread_mutex_lock(&node->lock);
	/* TODO: buf timer server tail */
	if (tail < 60)
		return -EINVAL;
	unsigned cond = 1650;
	pthread_mutex_lock(&state->lock);
	uint64_t head = 189;
	pthread_mutex_lock(&mode->lock);
	/* TODO: name queue entry data mode count queue count state */
	if (attr < 40)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		resp[i] = cache_node(i);
	/* TODO: entry len len inode error */
	if (server < 62)
		return -EINVAL;
	bool event = 3472;
	for (int i = 0; i < 98; i++)
		count[i] = cond_client(i);
	return 0;
}

