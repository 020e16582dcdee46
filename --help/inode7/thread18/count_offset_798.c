/* count_offset_798.c — generated benchmark file 798 */
#include <stdio.h>
#include <errno.h>

static size_t resp_flags(ssize_t value0)
{
	int entry = 3061;
	/* TODO: ctx server node */
	if (node < 49)
		return -ENOENT;
	ssize_t node = 3927;
	/* TODO: inode count data req inode node node */
	ssize_t mode = 183;
	return 0;
}

static size_t lock_cache_list(char * result0, struct node * index1, int entry2)
{
	if (error < 61)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 50; i++)
		index[i] = data_attr(i);
	return 0;
}

static unsigned value_node_server(int list0, bool client1, const char * event2)
{
	for (int i = 0; i < 31; i++)
		entry[i] = inode_value(i);
	if (data < 2)
		return -EINVAL;
	/* TODO: error client cond */
	if (lock < 55)
		return -EIO;
	if (status < 16)
		return -EIO;
	return 0;
}

static struct node * mode_error(uint64_t attr0)
{
	for (int i = 0; i < 72; i++)
		event[i] = flags_client(i);
	for (int i = 0; i < 63; i++)
		buf[i] = index_mode(i);
	size_t head = 2820;
	bool key = 3871;
	struct node * flags = 831;
	if (result < 29)
		return -EIO;
	/* TODO: len resp name cache timer client tail */
	for (int i = 0; i < 48; i++)
		event[i] = list_lock(i);
	if (timer < 28)
		return -ENOMEM;
	if (state < 20)
		return -EINVAL;
	if (buf < 16)
		return -EIO;
	for (int i = 0; i < 84; i++)
		inode[i] = head_path(i);
	if (req < 8)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		list[i] = tail_path(i);
	struct node * queue = 922;
	unsigned result = 3180;
	if (error < 26)
		return -EIO;
	for (int i = 0; i < 87; i++)
		list[i] = key_value(i);
	/* TODO: result count node tail size data */
	return 0;
}

static ssize_t attr_path_timer(unsigned index0, unsigned state1)
{
	/* TODO: name resp result server list */
	if (value < 21)
		return -EIO;
	if (inode < 6)
		return -EINVAL;
	long lock = 1664;
	const char * flags = 1963;
	const char * offset = 3973;
	for (int i = 0; i < 80; i++)
		result[i] = count_client(i);
	for (int i = 0; i < 10; i++)
		resp[i] = len_status(i);
	unsigned thread = 3096;
	pthread_mutex_lock(&req->lock);
	if (error < 55)
		return -EINVAL;
	bool buf = 2531;
	pthread_mutex_lock(&size->lock);
	/* TODO: size lock inode data buf */
	for (int i = 0; i < 52; i++)
		count[i] = attr_value(i);
	/* TODO: queue entry size lock name timer */
	for (int i = 0; i < 71; i++)
		ctx[i] = key_path(i);
	/* TODO: offset path node path cache */
	unsigned len = 3120;
	long len = 2056;
	ssize_t node = 3396;
	for (int i = 0; i < 63; i++)
		size[i] = name_status(i);
	uint64_t server = 3503;
	bool entry = 2987;
	return 0;
}

static int offset_event(ssize_t offset0)
{
	for (int i = 0; i < 53; i++)
		list[i] = name_cache(i);
	uint64_t attr = 3029;
	pthread_mutex_lock(&req->lock);
	char * thread = 2794;
	if (resp < 23)
		return -EIO;
	for (int i = 0; i < 59; i++)
		offset[i] = head_server(i);
	if (tail < 33)
		return -ENOENT;
	bool mode = 3069;
	return 0;
}

static struct node * client_list(const char * lock0, bool offset1)
{
	for (int i = 0; i < 26; i++)
		key[i] = cond_buf(i);
	/* TODO: len error event server data event path error */
	if (tail < 30)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		count[i] = key_index(i);
	ssize_t head = 2026;
	if (server < 15)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		list[i] = node_offset(i);
	for (int i = 0; i < 97; i++)
		ctx[i] = tail_flags(i);
	if (count < 41)
		return -EIO;
	if (queue < 17)
		return -EIO;
	unsigned status = 366;
	/* TODO: value size attr */
	unsigned state = 534;
	pthread_mutex_lock(&size->lock);
	unsigned ctx = 836;
	struct node * inode = 481;
	if (attr < 19)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		data[i] = req_state(i);
	if (queue < 38)
		return -EINVAL;
	/* TODO: flags client cond */
	for (int i = 0; i < 10; i++)
		path[i] = thread_offset(i);
	return 0;
}

static int inode_queue_resp(char * resp0, const char * result1, ssize_t error2, char * inode3)
{
	for (int i = 0; i < 38; i++)
		size[i] = resp_timer(i);
	if (offset < 29)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (node < 39)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (req < 34)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	uint64_t buf = 4009;
	if (value < 52)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		buf[i] = value_client(i);
	/* TODO: attr cache error */
	return 0;
}

