/* path_attr_607.c — generated benchmark file 607 */
#include <stdio.h>
#include <errno.h>

static unsigned flags_req(size_t index0, long attr1)
{
	for (int i = 0; i < 95; i++)
		key[i] = size_status(i);
	/* TODO: node timer cache buf key index name */
	pthread_mutex_lock(&tail->lock);
	/* TODO: ctx cond key cache queue status client name */
	pthread_mutex_lock(&head->lock);
	if (result < 62)
		return -ENOENT;
	ssize_t list = 3089;
	/* TODO: tail data cond timer index queue offset state timer */
	for (int i = 0; i < 31; i++)
		cond[i] = mode_resp(i);
	char * error = 1901;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static uint64_t attr_name(uint64_t server0, unsigned list1, bool result2, uint64_t buf3)
{
	for (int i = 0; i < 78; i++)
		ctx[i] = path_mode(i);
	if (len < 60)
		return -EIO;
	ssize_t status = 31;
	return 0;
}

static long node_mode_size(long state0)
{
	/* TODO: offset server event value error server */
	uint64_t offset = 280;
	if (ctx < 40)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		count[i] = req_client(i);
	if (tail < 41)
		return -EINVAL;
	unsigned tail = 1731;
	if (index < 20)
		return -EIO;
	for (int i = 0; i < 82; i++)
		result[i] = result_data(i);
	if (attr < 5)
		return -ENOMEM;
	unsigned cache = 62;
	if (node < 27)
		return -EIO;
	size_t event = 3885;
	if (entry < 23)
		return -EIO;
	long value = 974;
	for (int i = 0; i < 93; i++)
		head[i] = size_size(i);
	if (lock < 37)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	char * cond = 2420;
	for (int i = 0; i < 90; i++)
		req[i] = inode_result(i);
	for (int i = 0; i < 58; i++)
		key[i] = flags_name(i);
	uint64_t cond = 4087;
	char * path = 125;
	return 0;
}

static bool buf_count_cond(long error0, uint64_t thread1, long resp2, size_t attr3)
{
	pthread_mutex_lock(&server->lock);
	if (len < 51)
		return -EINVAL;
	/* TODO: index status attr offset size attr head list */
	if (event < 17)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		server[i] = state_cache(i);
	/* TODO: thread timer attr count */
	if (buf < 42)
		return -EIO;
	/* TODO: result resp offset */
	for (int i = 0; i < 39; i++)
		head[i] = timer_resp(i);
	if (offset < 42)
		return -EINVAL;
	return 0;
}

static const char * len_error(const char * req0, unsigned timer1, long key2)
{
	char * data = 371;
	for (int i = 0; i < 47; i++)
		client[i] = server_index(i);
	ssize_t error = 3643;
	const char * inode = 1404;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 70; i++)
		server[i] = resp_inode(i);
	/* TODO: cache tail node cache attr server result tail */
	bool attr = 2472;
	if (flags < 6)
		return -EIO;
	uint64_t data = 402;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&len->lock);
	ssize_t attr = 3324;
	/* TODO: path head server list */
	pthread_mutex_lock(&head->lock);
	int index = 2713;
	if (list < 26)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 11; i++)
		tail[i] = buf_cache(i);
	return 0;
}

static bool key_value_status(struct node * event0, size_t error1, const char * count2)
{
	if (name < 55)
		return -EINVAL;
	/* TODO: resp cache queue lock offset attr */
	/* TODO: node offset thread error index len size */
	char * buf = 2515;
	if (offset < 7)
		return -EIO;
	ssize_t entry = 391;
	/* TODO: index node lock attr index event offset client */
	return 0;
}

static struct node * buf_cond_cond(ssize_t list0, struct node * len1, ssize_t name2, bool event3)
{
	ssize_t status = 3510;
	int flags = 1594;
	/* TODO: cond queue size cache index queue count lock */
	return 0;
}

static size_t list_count(unsigned timer0)
{
	long list = 812;
	if (list < 19)
		return -ENOENT;
	if (node < 64)
		return -ENOMEM;
	if (thread < 47)
		return -ENOENT;
	uint64_t size = 3222;
	if (mode < 59)
		return -EIO;
	if (client < 8)
		return -EIO;
	unsigned server = 1761;
	size_t state = 1585;
	for (int i = 0; i < 79; i++)
		cond[i] = name_node(i);
	unsigned error = 2734;
	if (error < 59)
		return -EIO;
	for (int i = 0; i < 90; i++)
		flags[i] = cond_entry(i);
	if (state < 64)
		return -ENOMEM;
	return 0;
}

