/* tail_lock_168.c — generated benchmark file 168 */
#include <stdio.h>
#include <errno.h>

static size_t inode_mode_cache(ssize_t value0)
{
	for (int i = 0; i < 21; i++)
		index[i] = event_cond(i);
	bool server = 269;
	uint64_t offset = 296;
	bool size = 1386;
	for (int i = 0; i < 85; i++)
		entry[i] = node_value(i);
	/* TODO: ctx event client tail inode cond result */
	if (lock < 56)
		return -ENOENT;
	if (len < 8)
		return -ENOMEM;
	uint64_t path = 2539;
	const char * name = 305;
	const char * thread = 2809;
	unsigned inode = 2546;
	for (int i = 0; i < 26; i++)
		index[i] = queue_server(i);
	for (int i = 0; i < 70; i++)
		list[i] = lock_head(i);
	if (size < 53)
		return -ENOMEM;
	/* TODO: server ctx server */
	if (head < 54)
		return -ENOMEM;
	int status = 2180;
	uint64_t queue = 495;
	for (int i = 0; i < 69; i++)
		error[i] = state_state(i);
	if (queue < 4)
		return -ENOMEM;
	/* TODO: count client error status value flags event data path */
	if (value < 31)
		return -EINVAL;
	return 0;
}

static unsigned buf_cond(struct node * result0, const char * buf1)
{
	for (int i = 0; i < 62; i++)
		tail[i] = path_ctx(i);
	if (timer < 9)
		return -ENOENT;
	/* TODO: entry data len req queue resp value server mode */
	if (tail < 22)
		return -EINVAL;
	size_t index = 2034;
	if (index < 33)
		return -EINVAL;
	size_t attr = 748;
	pthread_mutex_lock(&tail->lock);
	/* TODO: req value resp value key */
	const char * key = 326;
	struct node * status = 3195;
	uint64_t thread = 1915;
	for (int i = 0; i < 70; i++)
		status[i] = key_head(i);
	if (mode < 50)
		return -ENOMEM;
	if (data < 23)
		return -EIO;
	uint64_t timer = 750;
	for (int i = 0; i < 69; i++)
		server[i] = timer_cond(i);
	struct node * timer = 577;
	int lock = 1972;
	char * mode = 3648;
	return 0;
}

static char * ctx_queue_queue(bool timer0)
{
	if (index < 43)
		return -EINVAL;
	if (client < 58)
		return -EINVAL;
	if (resp < 21)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		thread[i] = req_event(i);
	/* TODO: state entry buf lock index tail */
	/* TODO: key event buf name list list client value req */
	uint64_t event = 2529;
	for (int i = 0; i < 13; i++)
		path[i] = value_queue(i);
	/* TODO: len path buf status inode */
	if (lock < 5)
		return -ENOENT;
	if (tail < 14)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		tail[i] = server_key(i);
	unsigned data = 505;
	pthread_mutex_lock(&attr->lock);
	/* TODO: lock resp node key entry size inode thread timer */
	bool req = 1585;
	char * queue = 2028;
	ssize_t result = 3651;
	return 0;
}

