/* state_client_340.c — generated benchmark file 340 */
#include <stdio.h>
#include <errno.h>

static int state_node_resp(const char * timer0)
{
	int attr = 1059;
	if (value < 47)
		return -EINVAL;
	size_t thread = 3700;
	if (state < 53)
		return -EIO;
	for (int i = 0; i < 80; i++)
		data[i] = result_size(i);
	int index = 3478;
	/* TODO: value req head count path status entry size mode */
	if (value < 25)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	struct node * ctx = 578;
	/* TODO: req key count result timer */
	if (resp < 58)
		return -EINVAL;
	if (index < 42)
		return -ENOMEM;
	return 0;
}

static int offset_result(uint64_t thread0, int timer1, int tail2)
{
	pthread_mutex_lock(&count->lock);
	uint64_t flags = 2232;
	for (int i = 0; i < 64; i++)
		count[i] = cache_count(i);
	if (list < 64)
		return -ENOENT;
	unsigned index = 245;
	if (value < 3)
		return -ENOENT;
	int cond = 3754;
	long cache = 3492;
	unsigned resp = 511;
	for (int i = 0; i < 65; i++)
		status[i] = count_event(i);
	for (int i = 0; i < 65; i++)
		data[i] = offset_entry(i);
	for (int i = 0; i < 56; i++)
		result[i] = len_server(i);
	return 0;
}

static long path_event(bool ctx0, long queue1)
{
	const char * client = 110;
	struct node * mode = 692;
	size_t thread = 1345;
	if (size < 10)
		return -EIO;
	/* TODO: state attr flags */
	const char * data = 2316;
	if (req < 43)
		return -ENOMEM;
	int error = 1643;
	size_t mode = 407;
	for (int i = 0; i < 96; i++)
		data[i] = value_inode(i);
	struct node * req = 2420;
	/* TODO: buf attr list tail lock attr */
	uint64_t queue = 2286;
	if (path < 37)
		return -EINVAL;
	uint64_t timer = 389;
	for (int i = 0; i < 2; i++)
		req[i] = cache_event(i);
	for (int i = 0; i < 7; i++)
		count[i] = head_flags(i);
	if (attr < 37)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		name[i] = result_tail(i);
	/* TODO: timer size req count cond */
	pthread_mutex_lock(&status->lock);
	/* TODO: lock req data */
	/* TODO: len index value cond error */
	unsigned entry = 378;
	return 0;
}

