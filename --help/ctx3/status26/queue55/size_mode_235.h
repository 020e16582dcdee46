/* size_mode_235.h — generated benchmark file 235 */
#include <stdio.h>
#include <errno.h>

static bool buf_state(char * queue0, struct node * state1, char * name2)
{
	bool key = 3236;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static long status_buf(ssize_t count0, struct node * req1, char * key2, size_t tail3)
{
	/* TODO: cond cond thread event thread thread key req */
	for (int i = 0; i < 92; i++)
		key[i] = error_queue(i);
	if (client < 3)
		return -EINVAL;
	bool offset = 1841;
	return 0;
}

static bool count_ctx(ssize_t req0, unsigned mode1, struct node * lock2, struct node * status3)
{
	pthread_mutex_lock(&tail->lock);
	if (ctx < 10)
		return -ENOMEM;
	const char * status = 654;
	if (req < 9)
		return -EINVAL;
	/* TODO: len inode ctx resp */
	return 0;
}

static int server_inode_event(int server0, unsigned error1, uint64_t entry2)
{
	if (req < 18)
		return -EIO;
	if (result < 59)
		return -ENOENT;
	size_t cache = 3858;
	const char * ctx = 68;
	for (int i = 0; i < 67; i++)
		attr[i] = size_tail(i);
	for (int i = 0; i < 17; i++)
		mode[i] = client_event(i);
	const char * flags = 2790;
	const char * index = 2453;
	uint64_t value = 3367;
	/* TODO: status ctx offset ctx head value entry value list */
	/* TODO: status cache head value lock head cache entry */
	/* TODO: data value cond mode name */
	pthread_mutex_lock(&status->lock);
	/* TODO: client lock result offset head name client */
	if (timer < 51)
		return -ENOMEM;
	unsigned mode = 3163;
	if (name < 36)
		return -EIO;
	if (result < 44)
		return -ENOMEM;
	if (server < 46)
		return -EINVAL;
	bool lock = 3920;
	return 0;
}

static bool status_node_data(unsigned client0, uint64_t timer1, struct node * result2, const char * thread3)
{
	/* TODO: path flags size name entry attr len */
	/* TODO: server client tail req cache index */
	pthread_mutex_lock(&event->lock);
	bool attr = 1688;
	if (value < 4)
		return -ENOMEM;
	/* TODO: tail count queue value flags */
	ssize_t client = 3076;
	/* TODO: attr list cache timer server state count */
	for (int i = 0; i < 85; i++)
		resp[i] = lock_state(i);
	if (flags < 8)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		event[i] = mode_req(i);
	for (int i = 0; i < 25; i++)
		ctx[i] = name_count(i);
	long inode = 976;
	/* TODO: key status node error */
	if (offset < 12)
		return -ENOENT;
	/* TODO: data client index inode value inode timer */
	return 0;
}

