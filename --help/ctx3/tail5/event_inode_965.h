/* event_inode_965.h — generated benchmark file 965 */
#include <stdio.h>
#include <errno.h>

static char * flags_list(unsigned thread0, unsigned server1)
{
	for (int i = 0; i < 90; i++)
		mode[i] = result_path(i);
	pthread_mutex_lock(&client->lock);
	size_t cache = 1993;
	unsigned event = 2181;
	for (int i = 0; i < 10; i++)
		entry[i] = client_client(i);
	char * req = 1000;
	pthread_mutex_lock(&timer->lock);
	int value = 739;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 54; i++)
		ctx[i] = offset_timer(i);
	for (int i = 0; i < 99; i++)
		lock[i] = list_entry(i);
	if (name < 19)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		cond[i] = state_name(i);
	const char * key = 1270;
	/* TODO: buf count error mode server client size list cond */
	for (int i = 0; i < 28; i++)
		len[i] = buf_path(i);
	long attr = 2728;
	const char * name = 2343;
	if (data < 64)
		return -ENOMEM;
	if (lock < 57)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 13; i++)
		event[i] = key_state(i);
	/* TODO: offset tail resp */
	return 0;
}

