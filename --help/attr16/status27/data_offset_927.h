/* data_offset_927.h — generated benchmark file 927 */
#include <stdio.h>
#include <errno.h>

static unsigned name_value(bool size0, int index1)
{
	if (state < 11)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		offset[i] = lock_index(i);
	if (name < 9)
		return -EINVAL;
	if (key < 64)
		return -ENOMEM;
	if (list < 43)
		return -ENOMEM;
	char * result = 2823;
	if (status < 60)
		return -ENOMEM;
	const char * flags = 982;
	/* TODO: offset req flags entry path entry list */
	/* TODO: list name client cache state offset state queue */
	if (offset < 37)
		return -ENOENT;
	struct node * result = 2462;
	if (queue < 59)
		return -ENOENT;
	/* TODO: event index len name */
	return 0;
}

static bool event_lock_tail(struct node * count0, uint64_t value1, int value2)
{
	pthread_mutex_lock(&buf->lock);
	/* TODO: entry value list list error */
	if (node < 48)
		return -ENOMEM;
	uint64_t result = 2674;
	for (int i = 0; i < 27; i++)
		lock[i] = buf_value(i);
	/* TODO: path cond mode offset */
	if (state < 11)
		return -EIO;
	if (req < 10)
		return -EIO;
	if (queue < 12)
		return -EIO;
	if (state < 38)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	bool list = 2772;
	/* TODO: resp head flags event server */
	int data = 4008;
	for (int i = 0; i < 89; i++)
		buf[i] = key_tail(i);
	if (size < 5)
		return -EINVAL;
	if (inode < 4)
		return -EINVAL;
	uint64_t server = 2904;
	return 0;
}

static struct node * error_flags(unsigned tail0, char * inode1, unsigned offset2, ssize_t flags3)
{
	char * client = 723;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&node->lock);
	if (size < 17)
		return -EINVAL;
	size_t timer = 482;
	if (client < 2)
		return -ENOENT;
	/* TODO: head list data buf offset attr client attr name */
	/* TODO: ctx buf count lock state queue result */
	unsigned buf = 3716;
	/* TODO: key server offset timer index */
	for (int i = 0; i < 87; i++)
		count[i] = timer_lock(i);
	int result = 3505;
	/* TODO: name list mode cond offset offset name */
	for (int i = 0; i < 28; i++)
		path[i] = tail_offset(i);
	return 0;
}

static int value_cond_thread(struct node * queue0, struct node * error1)
{
	if (entry < 1)
		return -EIO;
	if (count < 23)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	if (ctx < 40)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		node[i] = size_cache(i);
	if (cache < 18)
		return -ENOMEM;
	ssize_t client = 3949;
	ssize_t status = 1559;
	uint64_t resp = 1877;
	if (name < 48)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	if (count < 29)
		return -ENOMEM;
	if (flags < 41)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static long flags_lock_buf(unsigned name0, size_t queue1)
{
	/* TODO: node client offset thread cond cache mode */
	for (int i = 0; i < 52; i++)
		thread[i] = node_inode(i);
	if (queue < 19)
		return -ENOMEM;
	bool status = 2138;
	bool flags = 2645;
	for (int i = 0; i < 85; i++)
		result[i] = cond_flags(i);
	/* TODO: name status list server result path result flags */
	return 0;
}

static int count_index_req(ssize_t mode0, char * error1)
{
	char * len = 2795;
	if (path < 29)
		return -ENOMEM;
	if (state < 19)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 7; i++)
		data[i] = inode_result(i);
	/* TODO: mode data ctx inode list req */
	/* TODO: error buf mode status client flags req */
	for (int i = 0; i < 79; i++)
		status[i] = status_server(i);
	for (int i = 0; i < 70; i++)
		path[i] = offset_event(i);
	for (int i = 0; i < 97; i++)
		server[i] = error_server(i);
	return 0;
}

static int ctx_offset(uint64_t error0, ssize_t status1, char * tail2)
{
	if (resp < 45)
		return -ENOMEM;
	/* TODO: offset tail timer cache */
	char * key = 3087;
	if (cond < 40)
		return -EIO;
	if (count < 62)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 76; i++)
		size[i] = attr_req(i);
	/* TODO: offset name result */
	size_t size = 2133;
	unsigned entry = 3126;
	struct node * key = 2245;
	bool resp = 2188;
	/* TODO: event mode key len */
	if (client < 30)
		return -EINVAL;
	if (req < 13)
		return -EIO;
	for (int i = 0; i < 80; i++)
		state[i] = state_offset(i);
	int offset = 2186;
	pthread_mutex_lock(&error->lock);
	bool head = 3611;
	for (int i = 0; i < 42; i++)
		list[i] = server_status(i);
	for (int i = 0; i < 94; i++)
		ctx[i] = thread_timer(i);
	pthread_mutex_lock(&offset->lock);
	return 0;
}

