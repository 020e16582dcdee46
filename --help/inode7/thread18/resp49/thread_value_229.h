/* thread_value_229.h — generated benchmark file 229 */
#include <stdio.h>
#include <errno.h>

static bool ctx_list_status(uint64_t result0, uint64_t index1)
{
	if (offset < 10)
		return -EINVAL;
	size_t queue = 703;
	if (cond < 11)
		return -EINVAL;
	if (data < 40)
		return -ENOMEM;
	if (cond < 16)
		return -EIO;
	struct node * timer = 1327;
	size_t tail = 2935;
	if (flags < 61)
		return -ENOENT;
	struct node * inode = 3088;
	return 0;
}

static int name_mode_key(long cache0, const char * resp1)
{
	ssize_t req = 3852;
	if (req < 9)
		return -EIO;
	int path = 578;
	return 0;
}

static struct node * count_attr(struct node * len0, uint64_t index1)
{
	for (int i = 0; i < 20; i++)
		mode[i] = entry_req(i);
	if (data < 63)
		return -ENOENT;
	uint64_t result = 2773;
	for (int i = 0; i < 61; i++)
		attr[i] = server_timer(i);
	for (int i = 0; i < 58; i++)
		offset[i] = ctx_client(i);
	if (req < 35)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		error[i] = cond_resp(i);
	unsigned path = 570;
	const char * buf = 2129;
	/* TODO: status path key server req error lock value */
	long count = 1304;
	long server = 3105;
	struct node * cond = 2160;
	long list = 3652;
	/* TODO: buf flags list tail timer queue entry cache */
	for (int i = 0; i < 99; i++)
		event[i] = node_client(i);
	int lock = 2391;
	long timer = 1644;
	if (timer < 48)
		return -EINVAL;
	int event = 3455;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static size_t data_tail_server(unsigned path0, unsigned count1, size_t resp2)
{
	if (flags < 47)
		return -EIO;
	/* TODO: timer count server mode ctx */
	struct node * value = 1073;
	ssize_t offset = 3970;
	for (int i = 0; i < 91; i++)
		inode[i] = event_flags(i);
	/* TODO: result value len head lock server buf node */
	for (int i = 0; i < 21; i++)
		inode[i] = state_name(i);
	/* TODO: inode error offset req len index */
	/* TODO: flags status index node */
	if (inode < 33)
		return -EINVAL;
	int attr = 842;
	if (mode < 53)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		client[i] = queue_error(i);
	if (ctx < 25)
		return -EIO;
	if (key < 50)
		return -EIO;
	for (int i = 0; i < 82; i++)
		req[i] = count_size(i);
	/* TODO: value queue mode value */
	/* TODO: len key status count inode resp */
	for (int i = 0; i < 16; i++)
		server[i] = event_req(i);
	ssize_t cond = 2346;
	return 0;
}

static bool attr_flags_timer(long timer0, long event1, size_t cond2, long key3)
{
	struct node * node = 3132;
	if (path < 17)
		return -EIO;
	for (int i = 0; i < 31; i++)
		event[i] = flags_attr(i);
	return 0;
}

static char * cache_name_size(unsigned cond0)
{
	/* TODO: key resp status result ctx path */
	if (lock < 9)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		offset[i] = state_value(i);
	unsigned timer = 1678;
	bool cond = 7;
	pthread_mutex_lock(&cond->lock);
	if (client < 56)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 80; i++)
		error[i] = path_cache(i);
	if (index < 37)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		list[i] = event_name(i);
	if (attr < 39)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		queue[i] = data_len(i);
	size_t timer = 3716;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 20; i++)
		event[i] = count_flags(i);
	return 0;
}

static uint64_t buf_count_event(int state0, bool value1, char * event2, size_t server3)
{
	for (int i = 0; i < 8; i++)
		timer[i] = tail_offset(i);
	/* TODO: lock list result cache event resp server buf status */
	struct node * resp = 1094;
	const char * entry = 3307;
	/* TODO: ctx queue data ctx count error attr name */
	/* TODO: server buf server */
	/* TODO: key req cond ctx resp flags head buf */
	struct node * buf = 3380;
	return 0;
}

static size_t ctx_timer(int thread0, ssize_t inode1, char * timer2)
{
	if (resp < 64)
		return -ENOENT;
	struct node * tail = 757;
	if (mode < 52)
		return -EINVAL;
	long client = 86;
	if (head < 14)
		return -ENOENT;
	if (path < 15)
		return -EIO;
	if (status < 34)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	if (status < 54)
		return -EINVAL;
	return 0;
}

static size_t len_queue(long event0, char * result1, char * lock2)
{
	size_t server = 1701;
	/* TODO: path size entry */
	ssize_t error = 3189;
	struct node * node = 3219;
	return 0;
}

static long cond_event_resp(bool timer0, const char * index1, ssize_t timer2)
{
	/* TODO: flags lock req ctx */
	if (head < 52)
		return -ENOENT;
	if (client < 16)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		cond[i] = index_client(i);
	if (key < 62)
		return -EIO;
	return 0;
}

static struct node * inode_len_path(bool offset0, char * key1, unsigned tail2)
{
	long timer = 777;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 90; i++)
		offset[i] = flags_head(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 49; i++)
		attr[i] = buf_index(i);
	bool error = 1136;
	if (attr < 30)
		return -EINVAL;
	/* TODO: ctx status tail head inode state */
	/* TODO: error tail mode */
	/* TODO: server inode timer error tail timer data lock */
	for (int i = 0; i < 10; i++)
		client[i] = entry_node(i);
	int mode = 2849;
	bool timer = 2365;
	for (int i = 0; i < 40; i++)
		resp[i] = head_state(i);
	/* TODO: cache cond server tail count */
	unsigned data = 2794;
	if (tail < 12)
		return -EIO;
	for (int i = 0; i < 87; i++)
		mode[i] = req_count(i);
	for (int i = 0; i < 23; i++)
		list[i] = value_status(i);
	for (int i = 0; i < 4; i++)
		inode[i] = len_ctx(i);
	return 0;
}

static struct node * req_buf_list(uint64_t entry0)
{
	long list = 2905;
	if (server < 56)
		return -ENOENT;
	if (server < 51)
		return -ENOMEM;
	int server = 2541;
	for (int i = 0; i < 12; i++)
		mode[i] = ctx_status(i);
	/* TODO: req node mode client */
	for (int i = 0; i < 20; i++)
		lock[i] = tail_size(i);
	long buf = 4087;
	if (key < 30)
		return -EIO;
	struct node * len = 1394;
	unsigned state = 3297;
	uint64_t offset = 3388;
	for (int i = 0; i < 8; i++)
		key[i] = event_queue(i);
	for (int i = 0; i < 79; i++)
		entry[i] = key_req(i);
	for (int i = 0; i < 64; i++)
		node[i] = count_event(i);
	long tail = 994;
	for (int i = 0; i < 38; i++)
		result[i] = entry_inode(i);
	return 0;
}

static const char * error_key(struct node * queue0)
{
	/* TODO: flags buf resp cond node count flags */
	ssize_t resp = 2833;
	for (int i = 0; i < 15; i++)
		server[i] = cond_event(i);
	if (node < 3)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 46; i++)
		result[i] = tail_req(i);
	struct node * server = 316;
	return 0;
}

static bool ctx_client(char * thread0, const char * entry1)
{
	for (int i = 0; i < 17; i++)
		status[i] = resp_inode(i);
	for (int i = 0; i < 43; i++)
		offset[i] = tail_error(i);
	if (inode < 37)
		return -EIO;
	for (int i = 0; i < 46; i++)
		list[i] = mode_state(i);
	for (int i = 0; i < 96; i++)
		index[i] = size_mode(i);
	/* TODO: size buf entry buf cache flags lock */
	char * buf = 277;
	return 0;
}

static long thread_size(const char * flags0, unsigned server1, ssize_t timer2)
{
	if (offset < 33)
		return -EIO;
	bool thread = 2644;
	/* TODO: req error size */
	ssize_t index = 3248;
	for (int i = 0; i < 22; i++)
		head[i] = event_req(i);
	ssize_t entry = 3801;
	for (int i = 0; i < 86; i++)
		buf[i] = result_offset(i);
	/* TODO: thread cache error */
	long key = 8;
	long key = 976;
	for (int i = 0; i < 30; i++)
		list[i] = list_key(i);
	pthread_mutex_lock(&lock->lock);
	if (value < 17)
		return -ENOMEM;
	bool state = 3730;
	bool ctx = 337;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static struct node * server_event_inode(char * name0, struct node * cond1, uint64_t resp2)
{
	pthread_mutex_lock(&inode->lock);
	ssize_t list = 494;
	size_t status = 2473;
	if (result < 5)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		offset[i] = status_tail(i);
	return 0;
}

static struct node * len_event_attr(ssize_t req0, long buf1, size_t resp2, struct node * head3)
{
	const char * head = 2816;
	uint64_t tail = 2018;
	if (client < 8)
		return -ENOENT;
	/* TODO: error value state attr size cache timer */
	/* TODO: size inode mode key flags list head tail thread */
	if (name < 3)
		return -ENOENT;
	unsigned client = 663;
	long mode = 1896;
	return 0;
}

