/* error_key_225.h — generated benchmark file 225 */
#include <stdio.h>
#include <errno.h>

static bool state_node_result(ssize_t status0, ssize_t buf1)
{
	pthread_mutex_lock(&node->lock);
	/* TODO: cache event tail resp thread */
	uint64_t list = 2356;
	const char * cond = 3764;
	/* TODO: timer cache result name thread thread cache flags buf */
	return 0;
}

static bool len_path_node(char * flags0, uint64_t req1, const char * data2, size_t name3)
{
	for (int i = 0; i < 29; i++)
		mode[i] = offset_ctx(i);
	/* TODO: client event thread inode attr server attr */
	uint64_t cache = 1431;
	if (timer < 36)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		list[i] = entry_timer(i);
	/* TODO: path inode inode node index thread data size entry */
	return 0;
}

static struct node * index_mode_error(size_t queue0, uint64_t req1)
{
	/* TODO: thread event path server */
	/* TODO: mode timer lock inode attr key queue error */
	pthread_mutex_lock(&mode->lock);
	/* TODO: path resp result */
	for (int i = 0; i < 33; i++)
		req[i] = resp_inode(i);
	for (int i = 0; i < 37; i++)
		timer[i] = status_queue(i);
	/* TODO: index offset cond inode count name state flags */
	const char * len = 3456;
	char * count = 1468;
	int resp = 214;
	if (data < 52)
		return -EINVAL;
	unsigned path = 3518;
	int ctx = 549;
	int cond = 3851;
	/* TODO: entry client client list */
	if (timer < 11)
		return -EIO;
	return 0;
}

static bool data_mode(struct node * result0, const char * value1, struct node * key2, const char * error3)
{
	char * server = 2369;
	if (size < 13)
		return -ENOMEM;
	if (node < 38)
		return -EIO;
	char * buf = 3539;
	int cond = 484;
	return 0;
}

static int state_cond(const char * name0)
{
	if (ctx < 12)
		return -ENOMEM;
	if (node < 64)
		return -ENOMEM;
	size_t entry = 2198;
	if (timer < 15)
		return -EIO;
	long size = 2399;
	bool client = 763;
	if (ctx < 12)
		return -ENOENT;
	ssize_t state = 3454;
	for (int i = 0; i < 10; i++)
		server[i] = head_queue(i);
	size_t tail = 1744;
	for (int i = 0; i < 66; i++)
		data[i] = tail_list(i);
	ssize_t len = 4008;
	char * req = 298;
	if (value < 30)
		return -EIO;
	return 0;
}

