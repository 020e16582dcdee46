/* cache_mode_38.h — generated benchmark file 38 */
#include <stdio.h>
#include <errno.h>

static bool state_thread(size_t queue0, uint64_t count1, struct node * value2, struct node * client3)
{
	for (int i = 0; i < 74; i++)
		state[i] = cache_value(i);
	pthread_mutex_lock(&cond->lock);
	ssize_t req = 3978;
	uint64_t index = 1251;
	/* TODO: buf client thread offset */
	for (int i = 0; i < 77; i++)
		size[i] = flags_index(i);
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static struct node * cond_resp_buf(const char * client0)
{
	char * index = 849;
	pthread_mutex_lock(&thread->lock);
	/* TODO: head thread ctx flags attr client lock */
	if (ctx < 48)
		return -EINVAL;
	if (error < 63)
		return -ENOMEM;
	if (buf < 23)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		value[i] = result_server(i);
	unsigned buf = 1745;
	for (int i = 0; i < 79; i++)
		head[i] = node_value(i);
	unsigned flags = 2687;
	pthread_mutex_lock(&inode->lock);
	ssize_t flags = 648;
	for (int i = 0; i < 13; i++)
		server[i] = req_client(i);
	pthread_mutex_lock(&key->lock);
	/* TODO: entry thread result result req */
	for (int i = 0; i < 11; i++)
		flags[i] = entry_req(i);
	return 0;
}

static size_t size_path(unsigned attr0, struct node * len1)
{
	for (int i = 0; i < 58; i++)
		node[i] = count_index(i);
	for (int i = 0; i < 76; i++)
		state[i] = result_head(i);
	if (node < 3)
		return -EINVAL;
	if (ctx < 50)
		return -ENOENT;
	/* TODO: resp lock path result list result list */
	for (int i = 0; i < 63; i++)
		value[i] = index_buf(i);
	char * req = 173;
	/* TODO: buf server tail thread ctx timer buf */
	for (int i = 0; i < 9; i++)
		node[i] = buf_mode(i);
	uint64_t size = 2049;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 99; i++)
		queue[i] = attr_state(i);
	return 0;
}

static unsigned key_value(unsigned list0, const char * buf1)
{
	bool lock = 22;
	uint64_t head = 759;
	for (int i = 0; i < 6; i++)
		name[i] = cache_list(i);
	if (inode < 23)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	ssize_t data = 959;
	long path = 877;
	for (int i = 0; i < 84; i++)
		buf[i] = queue_error(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&thread->lock);
	struct node * error = 1412;
	pthread_mutex_lock(&client->lock);
	int index = 2891;
	long mode = 1550;
	int data = 1064;
	/* TODO: attr cache size */
	if (key < 64)
		return -EIO;
	const char * result = 1795;
	if (cache < 34)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: ctx server list len state */
	unsigned value = 3789;
	if (error < 27)
		return -ENOMEM;
	int cache = 3858;
	return 0;
}

static int event_buf(struct node * result0)
{
	for (int i = 0; i < 2; i++)
		flags[i] = flags_status(i);
	for (int i = 0; i < 46; i++)
		cond[i] = data_len(i);
	/* TODO: tail resp entry */
	if (head < 15)
		return -ENOMEM;
	struct node * flags = 3767;
	for (int i = 0; i < 76; i++)
		head[i] = state_path(i);
	for (int i = 0; i < 24; i++)
		queue[i] = head_cond(i);
	if (req < 32)
		return -EINVAL;
	if (offset < 34)
		return -EIO;
	long inode = 1338;
	/* TODO: error thread result event mode data attr cache */
	if (state < 5)
		return -EIO;
	size_t node = 1230;
	char * state = 235;
	ssize_t thread = 3156;
	/* TODO: len result error state count */
	const char * resp = 2204;
	if (entry < 47)
		return -EIO;
	for (int i = 0; i < 2; i++)
		head[i] = mode_status(i);
	return 0;
}

static size_t event_head_attr(size_t attr0, long status1, const char * server2, char * node3)
{
	for (int i = 0; i < 8; i++)
		event[i] = entry_req(i);
	/* TODO: thread count len path entry list */
	size_t buf = 1693;
	for (int i = 0; i < 43; i++)
		tail[i] = tail_state(i);
	long cache = 3236;
	/* TODO: size offset ctx len result */
	unsigned len = 3326;
	int error = 2989;
	if (inode < 51)
		return -EIO;
	for (int i = 0; i < 18; i++)
		entry[i] = inode_path(i);
	/* TODO: path thread attr list state */
	/* TODO: client len buf server state node */
	/* TODO: cond path count client error buf status mode */
	ssize_t entry = 150;
	for (int i = 0; i < 16; i++)
		list[i] = size_offset(i);
	if (size < 29)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		node[i] = buf_path(i);
	return 0;
}

