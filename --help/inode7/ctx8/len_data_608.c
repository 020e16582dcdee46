/* len_data_608.c — generated benchmark file 608 */
#include <stdio.h>
#include <errno.h>

static long lock_offset_count(char * state0)
{
	pthread_mutex_lock(&inode->lock);
	unsigned flags = 2610;
	/* TODO: count result index req thread key path */
	for (int i = 0; i < 99; i++)
		list[i] = timer_offset(i);
	if (state < 62)
		return -EIO;
	for (int i = 0; i < 49; i++)
		client[i] = state_mode(i);
	pthread_mutex_lock(&state->lock);
	size_t entry = 476;
	return 0;
}

static struct node * data_path_mode(char * ctx0, long inode1, struct node * mode2, int status3)
{
	for (int i = 0; i < 59; i++)
		result[i] = data_cache(i);
	for (int i = 0; i < 70; i++)
		thread[i] = path_state(i);
	/* TODO: flags event flags */
	for (int i = 0; i < 93; i++)
		mode[i] = path_mode(i);
	for (int i = 0; i < 64; i++)
		flags[i] = count_cond(i);
	pthread_mutex_lock(&resp->lock);
	if (cond < 36)
		return -ENOMEM;
	char * resp = 1155;
	char * count = 146;
	for (int i = 0; i < 21; i++)
		list[i] = inode_list(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 46; i++)
		tail[i] = node_event(i);
	return 0;
}

static const char * client_event(char * state0, struct node * resp1, ssize_t lock2, int count3)
{
	for (int i = 0; i < 55; i++)
		client[i] = entry_error(i);
	for (int i = 0; i < 28; i++)
		offset[i] = event_resp(i);
	if (status < 31)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		ctx[i] = mode_len(i);
	if (flags < 27)
		return -ENOENT;
	/* TODO: mode queue name list thread result inode */
	/* TODO: lock ctx status data */
	for (int i = 0; i < 70; i++)
		state[i] = key_data(i);
	bool req = 723;
	struct node * list = 816;
	for (int i = 0; i < 2; i++)
		node[i] = count_tail(i);
	if (entry < 37)
		return -ENOMEM;
	unsigned ctx = 3757;
	pthread_mutex_lock(&entry->lock);
	size_t result = 162;
	/* TODO: server timer value size event node size ctx client */
	ssize_t name = 3509;
	long attr = 769;
	for (int i = 0; i < 43; i++)
		size[i] = list_event(i);
	return 0;
}

static size_t count_len(bool queue0)
{
	if (result < 6)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	long result = 2513;
	size_t path = 3709;
	/* TODO: attr tail mode size */
	bool mode = 467;
	/* TODO: event thread cond name queue key len */
	/* TODO: len flags timer client key queue */
	char * name = 3842;
	if (server < 50)
		return -ENOENT;
	/* TODO: state mode ctx value mode */
	/* TODO: result size inode tail */
	/* TODO: ctx offset index */
	struct node * tail = 2748;
	for (int i = 0; i < 74; i++)
		data[i] = value_error(i);
	char * list = 3472;
	return 0;
}

