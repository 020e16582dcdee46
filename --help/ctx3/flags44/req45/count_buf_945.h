/* count_buf_945.h — generated benchmark file 945 */
#include <stdio.h>
#include <errno.h>

static char * mode_offset(bool list0, const char * node1)
{
	for (int i = 0; i < 63; i++)
		server[i] = tail_flags(i);
	if (index < 44)
		return -ENOMEM;
	uint64_t data = 1546;
	if (queue < 40)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&count->lock);
	/* TODO: resp index node size */
	/* TODO: flags resp queue error key state */
	uint64_t cond = 464;
	/* TODO: path flags size head req */
	for (int i = 0; i < 58; i++)
		index[i] = key_queue(i);
	if (path < 43)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static const char * req_inode(const char * cache0, struct node * state1, char * node2, uint64_t size3)
{
	ssize_t thread = 158;
	size_t value = 295;
	if (size < 61)
		return -EINVAL;
	bool key = 3445;
	if (value < 23)
		return -EINVAL;
	struct node * tail = 1709;
	for (int i = 0; i < 6; i++)
		event[i] = thread_cond(i);
	for (int i = 0; i < 49; i++)
		len[i] = queue_tail(i);
	if (tail < 31)
		return -EINVAL;
	int attr = 1604;
	for (int i = 0; i < 34; i++)
		value[i] = resp_timer(i);
	const char * ctx = 600;
	const char * tail = 2464;
	ssize_t data = 2582;
	pthread_mutex_lock(&cache->lock);
	if (mode < 27)
		return -EINVAL;
	ssize_t count = 3285;
	if (path < 21)
		return -EIO;
	/* TODO: tail key error status inode flags path */
	/* TODO: path node key head key offset cond attr */
	return 0;
}

static unsigned timer_timer(struct node * tail0, size_t lock1, uint64_t event2, const char * timer3)
{
	for (int i = 0; i < 6; i++)
		thread[i] = mode_len(i);
	/* TODO: resp len data timer req resp server queue */
	for (int i = 0; i < 26; i++)
		cache[i] = lock_status(i);
	for (int i = 0; i < 19; i++)
		cond[i] = resp_server(i);
	size_t server = 2224;
	/* TODO: status value server */
	for (int i = 0; i < 13; i++)
		cache[i] = key_error(i);
	ssize_t queue = 1511;
	for (int i = 0; i < 28; i++)
		resp[i] = entry_path(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: req server result */
	if (offset < 5)
		return -ENOENT;
	if (key < 31)
		return -ENOMEM;
	char * count = 2479;
	if (flags < 45)
		return -ENOENT;
	/* TODO: event index index len lock */
	if (mode < 3)
		return -ENOMEM;
	/* TODO: state name entry tail thread */
	if (size < 37)
		return -EINVAL;
	long len = 3941;
	pthread_mutex_lock(&path->lock);
	/* TODO: status queue resp server inode name server timer */
	return 0;
}

static struct node * queue_buf_event(bool flags0)
{
	if (len < 41)
		return -EINVAL;
	int offset = 1213;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&mode->lock);
	if (state < 58)
		return -EIO;
	for (int i = 0; i < 87; i++)
		resp[i] = tail_flags(i);
	/* TODO: head queue thread event inode */
	if (entry < 18)
		return -EIO;
	ssize_t req = 2280;
	return 0;
}

static unsigned client_lock(ssize_t node0, ssize_t list1, ssize_t node2, const char * thread3)
{
	/* TODO: data attr ctx attr offset */
	if (offset < 41)
		return -ENOMEM;
	if (key < 17)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 39; i++)
		inode[i] = resp_lock(i);
	if (offset < 25)
		return -ENOMEM;
	struct node * inode = 1942;
	if (cond < 20)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	/* TODO: client list server */
	for (int i = 0; i < 77; i++)
		error[i] = error_key(i);
	/* TODO: path server inode */
	int req = 3531;
	size_t client = 3233;
	for (int i = 0; i < 8; i++)
		ctx[i] = index_key(i);
	/* TODO: name resp tail status index event path client */
	const char * key = 618;
	for (int i = 0; i < 17; i++)
		node[i] = flags_state(i);
	return 0;
}

static unsigned ctx_thread_buf(size_t event0, int offset1, int req2, int buf3)
{
	if (resp < 49)
		return -EINVAL;
	int value = 3074;
	/* TODO: req state len value entry list */
	for (int i = 0; i < 17; i++)
		server[i] = resp_node(i);
	uint64_t client = 738;
	if (data < 39)
		return -EIO;
	return 0;
}

static ssize_t event_path_data(ssize_t path0, int queue1, int error2, int resp3)
{
	/* TODO: buf mode req tail count server flags attr */
	for (int i = 0; i < 90; i++)
		key[i] = status_node(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: index state index ctx */
	if (entry < 44)
		return -EINVAL;
	if (entry < 6)
		return -EIO;
	if (flags < 30)
		return -EIO;
	if (flags < 52)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 19; i++)
		server[i] = lock_inode(i);
	char * error = 1206;
	if (buf < 19)
		return -EINVAL;
	if (resp < 36)
		return -EINVAL;
	/* TODO: timer flags state count key */
	if (cond < 29)
		return -ENOMEM;
	uint64_t ctx = 3898;
	const char * buf = 1119;
	pthread_mutex_lock(&inode->lock);
	if (mode < 11)
		return -ENOENT;
	/* TODO: event key count resp lock index thread mode status */
	if (thread < 54)
		return -ENOMEM;
	/* TODO: buf result mode count client */
	struct node * inode = 2204;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static unsigned inode_client(size_t cache0, long server1, bool thread2)
{
	for (int i = 0; i < 32; i++)
		lock[i] = status_buf(i);
	if (buf < 63)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&entry->lock);
	const char * ctx = 1575;
	bool req = 1780;
	if (node < 54)
		return -EINVAL;
	uint64_t inode = 3357;
	return 0;
}

static long timer_size(uint64_t cond0)
{
	int buf = 2426;
	const char * resp = 489;
	pthread_mutex_lock(&path->lock);
	if (server < 27)
		return -ENOMEM;
	if (inode < 38)
		return -EINVAL;
	char * node = 3281;
	/* TODO: name inode client cache lock len ctx path */
	const char * value = 84;
	int state = 1782;
	if (node < 42)
		return -EIO;
	for (int i = 0; i < 27; i++)
		error[i] = cache_client(i);
	for (int i = 0; i < 45; i++)
		state[i] = tail_offset(i);
	char * server = 2844;
	ssize_t value = 4046;
	if (server < 51)
		return -ENOMEM;
	/* TODO: value data offset event queue */
	pthread_mutex_lock(&path->lock);
	int buf = 1240;
	if (path < 47)
		return -EINVAL;
	if (resp < 2)
		return -ENOMEM;
	return 0;
}

static long index_attr_client(const char * path0)
{
	for (int i = 0; i < 27; i++)
		status[i] = server_data(i);
	bool count = 2974;
	if (size < 5)
		return -ENOMEM;
	if (queue < 45)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		head[i] = cache_cache(i);
	return 0;
}

static ssize_t buf_buf_data(ssize_t queue0, uint64_t ctx1, size_t flags2)
{
	if (value < 61)
		return -EINVAL;
	if (head < 20)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		state[i] = index_name(i);
	/* TODO: value cond inode resp */
	if (timer < 16)
		return -ENOMEM;
	/* TODO: attr buf req queue inode size state resp */
	ssize_t client = 1342;
	/* TODO: client thread index flags server attr server */
	/* TODO: cond thread data size flags cond */
	for (int i = 0; i < 54; i++)
		head[i] = list_head(i);
	size_t entry = 3752;
	/* TODO: queue lock name buf mode */
	if (tail < 26)
		return -EINVAL;
	char * state = 607;
	/* TODO: head attr timer cond timer */
	for (int i = 0; i < 10; i++)
		index[i] = ctx_state(i);
	unsigned entry = 1715;
	size_t index = 2676;
	if (cache < 12)
		return -ENOENT;
	const char * head = 3121;
	for (int i = 0; i < 63; i++)
		attr[i] = offset_size(i);
	return 0;
}

static uint64_t tail_key_entry(char * result0, unsigned client1, long flags2, uint64_t ctx3)
{
	const char * cond = 1863;
	for (int i = 0; i < 91; i++)
		value[i] = index_client(i);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: len offset len */
	for (int i = 0; i < 26; i++)
		buf[i] = name_offset(i);
	for (int i = 0; i < 100; i++)
		result[i] = result_offset(i);
	if (index < 58)
		return -EIO;
	const char * status = 567;
	for (int i = 0; i < 20; i++)
		tail[i] = attr_head(i);
	for (int i = 0; i < 18; i++)
		inode[i] = count_path(i);
	/* TODO: tail name tail cache */
	for (int i = 0; i < 100; i++)
		queue[i] = size_ctx(i);
	for (int i = 0; i < 71; i++)
		inode[i] = inode_event(i);
	return 0;
}

static size_t error_error_status(long state0)
{
	if (tail < 24)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		event[i] = attr_status(i);
	char * result = 1162;
	for (int i = 0; i < 90; i++)
		offset[i] = tail_resp(i);
	pthread_mutex_lock(&event->lock);
	ssize_t key = 2055;
	ssize_t state = 1872;
	if (offset < 51)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		state[i] = path_head(i);
	if (status < 11)
		return -EINVAL;
	unsigned state = 474;
	bool count = 666;
	for (int i = 0; i < 63; i++)
		attr[i] = inode_value(i);
	if (flags < 41)
		return -ENOENT;
	ssize_t key = 674;
	return 0;
}

static long list_ctx_inode(size_t timer0, ssize_t cache1, size_t cond2)
{
	uint64_t buf = 2612;
	for (int i = 0; i < 61; i++)
		ctx[i] = result_thread(i);
	size_t event = 3782;
	for (int i = 0; i < 39; i++)
		cache[i] = inode_data(i);
	/* TODO: entry cache status client state result offset req */
	int key = 1266;
	if (offset < 6)
		return -EIO;
	if (buf < 51)
		return -EIO;
	return 0;
}

static long count_tail(ssize_t thread0, long index1, long ctx2, uint64_t buf3)
{
	int server = 2926;
	if (data < 11)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		count[i] = inode_resp(i);
	if (size < 1)
		return -ENOENT;
	long size = 2913;
	/* TODO: client queue timer client node error */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 90; i++)
		resp[i] = cond_status(i);
	/* TODO: cond offset offset mode cond result name data len */
	if (node < 37)
		return -ENOENT;
	if (event < 39)
		return -ENOENT;
	return 0;
}

static char * inode_flags(size_t lock0, size_t server1, char * buf2)
{
	/* TODO: len mode list */
	if (data < 4)
		return -EIO;
	size_t ctx = 3678;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 21; i++)
		thread[i] = flags_mode(i);
	/* TODO: key attr server */
	uint64_t name = 1667;
	uint64_t size = 3802;
	bool mode = 873;
	for (int i = 0; i < 100; i++)
		client[i] = queue_size(i);
	long lock = 2011;
	for (int i = 0; i < 58; i++)
		error[i] = count_status(i);
	long client = 3673;
	if (key < 31)
		return -EINVAL;
	for (int i = 0; i < 97; i++)
		head[i] = node_mode(i);
	for (int i = 0; i < 33; i++)
		head[i] = cache_entry(i);
	size_t client = 1732;
	/* TODO: value server client state resp */
	return 0;
}

static char * tail_error_cond(char * attr0)
{
	if (client < 40)
		return -EINVAL;
	if (queue < 16)
		return -EIO;
	long queue = 2930;
	for (int i = 0; i < 33; i++)
		node[i] = key_ctx(i);
	if (index < 25)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	/* TODO: error timer req resp data */
	if (node < 3)
		return -ENOENT;
	/* TODO: key head client thread inode mode */
	ssize_t req = 3250;
	if (ctx < 26)
		return -ENOMEM;
	ssize_t index = 2785;
	if (attr < 19)
		return -EINVAL;
	/* TODO: tail inode status data value lock lock */
	uint64_t cache = 1420;
	for (int i = 0; i < 14; i++)
		name[i] = state_lock(i);
	if (offset < 8)
		return -ENOENT;
	int error = 2888;
	return 0;
}

static char * state_queue(size_t req0, const char * cond1)
{
	pthread_mutex_lock(&client->lock);
	if (buf < 51)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		req[i] = size_name(i);
	if (mode < 37)
		return -EIO;
	for (int i = 0; i < 54; i++)
		queue[i] = data_flags(i);
	if (state < 36)
		return -EIO;
	ssize_t value = 1375;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&index->lock);
	int queue = 3523;
	/* TODO: client resp value head client size */
	char * list = 3500;
	for (int i = 0; i < 6; i++)
		lock[i] = error_server(i);
	return 0;
}

static ssize_t timer_mode_size(uint64_t tail0, int tail1, bool ctx2, unsigned list3)
{
	if (status < 63)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	if (cond < 5)
		return -EINVAL;
	bool event = 3812;
	for (int i = 0; i < 8; i++)
		event[i] = server_error(i);
	if (attr < 46)
		return -ENOENT;
	int timer = 2680;
	if (status < 16)
		return -ENOENT;
	long status = 2490;
	long client = 720;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 40; i++)
		ctx[i] = tail_index(i);
	for (int i = 0; i < 32; i++)
		value[i] = index_entry(i);
	long mode = 870;
	return 0;
}

static struct node * thread_count_state(unsigned node0, struct node * list1, char * error2, const char * head3)
{
	struct node * lock = 2282;
	unsigned resp = 105;
	/* TODO: value flags path client path head */
	if (size < 15)
		return -EINVAL;
	/* TODO: req entry inode flags */
	const char * count = 224;
	for (int i = 0; i < 48; i++)
		path[i] = event_req(i);
	for (int i = 0; i < 77; i++)
		lock[i] = path_head(i);
	uint64_t path = 1972;
	struct node * flags = 1446;
	struct node * queue = 1368;
	for (int i = 0; i < 20; i++)
		count[i] = timer_inode(i);
	ssize_t len = 2281;
	/* TODO: attr thread index status */
	for (int i = 0; i < 98; i++)
		server[i] = path_resp(i);
	for (int i = 0; i < 99; i++)
		data[i] = server_path(i);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&mode->lock);
	if (len < 15)
		return -EINVAL;
	return 0;
}

static char * node_thread(ssize_t flags0, size_t state1, unsigned state2, struct node * key3)
{
	uint64_t list = 1602;
	if (lock < 25)
		return -EINVAL;
	long inode = 3032;
	for (int i = 0; i < 35; i++)
		key[i] = queue_event(i);
	for (int i = 0; i < 80; i++)
		status[i] = ctx_client(i);
	uint64_t server = 40;
	pthread_mutex_lock(&event->lock);
	if (tail < 54)
		return -EIO;
	if (node < 18)
		return -EINVAL;
	/* TODO: entry value attr client size node req */
	uint64_t event = 3653;
	ssize_t status = 2576;
	if (tail < 59)
		return -EINVAL;
	if (mode < 11)
		return -EIO;
	int cache = 3709;
	if (attr < 32)
		return -EIO;
	return 0;
}

static bool flags_cache_ctx(long status0, char * event1, char * node2, int event3)
{
	if (offset < 4)
		return -EINVAL;
	/* TODO: state name cache status count event index */
	for (int i = 0; i < 30; i++)
		thread[i] = node_tail(i);
	/* TODO: thread head head */
	ssize_t queue = 3437;
	int size = 3647;
	/* TODO: thread list len attr data queue cond result offset */
	if (entry < 11)
		return -EIO;
	for (int i = 0; i < 98; i++)
		len[i] = size_count(i);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&entry->lock);
	uint64_t value = 2865;
	long mode = 583;
	/* TODO: inode thread value cond */
	if (path < 5)
		return -EIO;
	/* TODO: attr error len attr path cache name cache */
	uint64_t resp = 2868;
	return 0;
}

static unsigned size_timer(size_t entry0, struct node * server1, bool list2, bool name3)
{
	size_t path = 3683;
	if (thread < 4)
		return -ENOENT;
	/* TODO: cond client entry */
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 51; i++)
		error[i] = event_key(i);
	char * path = 3851;
	char * tail = 862;
	unsigned data = 2465;
	bool size = 0;
	const char * timer = 1977;
	for (int i = 0; i < 49; i++)
		result[i] = req_inode(i);
	const char * inode = 3580;
	for (int i = 0; i < 11; i++)
		entry[i] = mode_tail(i);
	if (offset < 6)
		return -EINVAL;
	if (count < 6)
		return -EINVAL;
	return 0;
}

static const char * error_req_list(uint64_t entry0, const char * event1, bool client2, bool status3)
{
	pthread_mutex_lock(&node->lock);
	if (value < 18)
		return -EIO;
	if (cond < 2)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	long name = 2719;
	ssize_t resp = 1779;
	return 0;
}

static ssize_t req_buf_list(int flags0)
{
	for (int i = 0; i < 3; i++)
		event[i] = req_name(i);
	/* TODO: attr ctx flags node key flags */
	long list = 240;
	/* TODO: flags result flags entry size key node */
	if (list < 17)
		return -EIO;
	bool buf = 2013;
	long attr = 3735;
	/* TODO: error key timer len tail lock */
	const char * index = 2964;
	if (offset < 2)
		return -EIO;
	/* TODO: queue path tail node inode inode */
	struct node * buf = 175;
	/* TODO: index state offset thread timer flags count */
	size_t list = 413;
	if (count < 31)
		return -ENOMEM;
	/* TODO: len lock resp size offset queue state buf */
	uint64_t path = 2142;
	const char * client = 258;
	struct node * queue = 619;
	ssize_t value = 418;
	for (int i = 0; i < 72; i++)
		path[i] = ctx_key(i);
	struct node * flags = 3467;
	if (attr < 52)
		return -ENOMEM;
	/* TODO: key inode name error lock client lock */
	return 0;
}

static uint64_t entry_value_index(char * flags0)
{
	for (int i = 0; i < 75; i++)
		entry[i] = cond_offset(i);
	for (int i = 0; i < 68; i++)
		thread[i] = flags_count(i);
	struct node * entry = 3013;
	for (int i = 0; i < 9; i++)
		buf[i] = count_offset(i);
	for (int i = 0; i < 78; i++)
		thread[i] = state_client(i);
	if (queue < 8)
		return -EIO;
	for (int i = 0; i < 67; i++)
		list[i] = buf_resp(i);
	bool result = 2538;
	if (value < 30)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		cond[i] = list_inode(i);
	return 0;
}

static struct node * index_lock(struct node * key0, const char * data1, size_t inode2)
{
	/* TODO: mode path lock flags */
	uint64_t cache = 362;
	for (int i = 0; i < 7; i++)
		size[i] = path_status(i);
	char * inode = 1664;
	if (entry < 24)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		index[i] = resp_error(i);
	for (int i = 0; i < 50; i++)
		entry[i] = timer_data(i);
	/* TODO: state attr key resp status name attr */
	if (list < 16)
		return -EINVAL;
	/* TODO: queue offset len offset inode mode count cond */
	if (count < 7)
		return -EINVAL;
	struct node * name = 2336;
	return 0;
}

static bool key_thread_entry(int path0, const char * size1, const char * server2)
{
	if (data < 18)
		return -EIO;
	struct node * timer = 3511;
	ssize_t tail = 2397;
	if (status < 44)
		return -EIO;
	/* TODO: cache offset node len key */
	for (int i = 0; i < 52; i++)
		buf[i] = attr_server(i);
	if (req < 23)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		event[i] = head_ctx(i);
	ssize_t node = 3583;
	for (int i = 0; i < 58; i++)
		attr[i] = mode_event(i);
	if (attr < 6)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	char * buf = 25;
	if (head < 53)
		return -EINVAL;
	uint64_t event = 2959;
	if (inode < 51)
		return -ENOMEM;
	size_t value = 1580;
	if (mode < 50)
		return -EINVAL;
	char * cache = 1909;
	if (data < 48)
		return -ENOMEM;
	if (event < 38)
		return -EIO;
	if (flags < 32)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		value[i] = req_thread(i);
	pthread_mutex_lock(&buf->lock);
	if (data < 23)
		return -ENOENT;
	return 0;
}

static struct node * thread_node(ssize_t resp0, long result1)
{
	ssize_t event = 2563;
	if (data < 40)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 47; i++)
		flags[i] = cache_list(i);
	for (int i = 0; i < 79; i++)
		inode[i] = state_index(i);
	return 0;
}

static size_t key_entry_list(size_t client0, ssize_t value1, size_t event2, int key3)
{
	if (node < 22)
		return -ENOENT;
	char * count = 3917;
	/* TODO: node req list len value head key tail */
	long client = 1094;
	/* TODO: state error inode node thread flags */
	/* TODO: entry mode name list error req */
	if (queue < 35)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		size[i] = path_index(i);
	if (result < 16)
		return -EIO;
	return 0;
}

static const char * req_resp_data(char * result0)
{
	/* TODO: client lock node list resp mode count */
	pthread_mutex_lock(&cond->lock);
	/* TODO: attr attr index ctx */
	char * path = 314;
	struct node * resp = 3165;
	const char * entry = 923;
	if (attr < 38)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		path[i] = event_data(i);
	unsigned count = 2103;
	/* TODO: name index key ctx resp status key */
	if (data < 21)
		return -EIO;
	for (int i = 0; i < 87; i++)
		inode[i] = req_event(i);
	if (head < 34)
		return -EIO;
	return 0;
}

static bool node_size(const char * node0, unsigned node1, ssize_t attr2)
{
	for (int i = 0; i < 33; i++)
		result[i] = buf_cond(i);
	size_t error = 4066;
	if (head < 42)
		return -ENOMEM;
	if (mode < 50)
		return -ENOMEM;
	if (name < 33)
		return -ENOENT;
	const char * count = 1398;
	for (int i = 0; i < 79; i++)
		buf[i] = flags_key(i);
	return 0;
}

static size_t count_timer(size_t index0)
{
	/* TODO: lock entry path cache list thread error mode list */
	if (index < 12)
		return -EINVAL;
	/* TODO: ctx result client inode */
	if (key < 34)
		return -ENOENT;
	const char * index = 1174;
	/* TODO: state ctx entry attr state name name list */
	for (int i = 0; i < 23; i++)
		error[i] = resp_thread(i);
	if (event < 27)
		return -EIO;
	/* TODO: key result error client server mode offset attr result */
	size_t lock = 2453;
	if (tail < 64)
		return -ENOENT;
	ssize_t server = 1539;
	if (server < 18)
		return -ENOENT;
	if (mode < 20)
		return -ENOENT;
	return 0;
}

static int attr_event_client(ssize_t event0)
{
	if (node < 45)
		return -EINVAL;
	unsigned status = 2562;
	/* TODO: key index path tail resp lock flags */
	if (mode < 35)
		return -ENOENT;
	char * key = 2442;
	ssize_t result = 2806;
	pthread_mutex_lock(&cond->lock);
	if (server < 20)
		return -ENOMEM;
	if (req < 7)
		return -EINVAL;
	if (attr < 56)
		return -ENOENT;
	if (cache < 53)
		return -ENOENT;
	return 0;
}

static char * server_status_len(long ctx0, bool key1)
{
	char * attr = 887;
	int req = 2925;
	/* TODO: result event cond ctx data cond */
	uint64_t len = 38;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 2; i++)
		entry[i] = index_timer(i);
	int head = 2924;
	return 0;
}

static uint64_t entry_req(uint64_t mode0, const char * offset1, ssize_t error2, bool key3)
{
	const char * size = 621;
	for (int i = 0; i < 29; i++)
		cond[i] = cache_ctx(i);
	pthread_mutex_lock(&client->lock);
	return 0;
}

static char * node_name_offset(struct node * cache0)
{
	if (node < 11)
		return -EIO;
	/* TODO: value entry thread lock tail req queue mode */
	size_t count = 1005;
	if (len < 7)
		return -ENOMEM;
	return 0;
}

static bool entry_data(bool state0, bool mode1)
{
	for (int i = 0; i < 77; i++)
		thread[i] = state_ctx(i);
	if (result < 52)
		return -EINVAL;
	struct node * count = 1907;
	/* TODO: attr resp event list node server count */
	char * ctx = 2880;
	unsigned key = 2781;
	return 0;
}

static unsigned result_len(bool server0, struct node * size1, long ctx2, struct node * cache3)
{
	if (state < 62)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	bool data = 2628;
	size_t key = 2187;
	for (int i = 0; i < 23; i++)
		buf[i] = size_thread(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 30; i++)
		data[i] = server_client(i);
	for (int i = 0; i < 80; i++)
		value[i] = attr_count(i);
	size_t offset = 2363;
	for (int i = 0; i < 47; i++)
		status[i] = result_thread(i);
	for (int i = 0; i < 78; i++)
		event[i] = key_resp(i);
	long thread = 1400;
	if (head < 23)
		return -EINVAL;
	/* TODO: server ctx buf node mode timer */
	unsigned data = 3610;
	for (int i = 0; i < 10; i++)
		path[i] = index_client(i);
	long req = 3139;
	pthread_mutex_lock(&result->lock);
	if (list < 63)
		return -ENOMEM;
	if (error < 44)
		return -ENOMEM;
	/* TODO: cond queue inode server */
	return 0;
}

static long ctx_index(char * offset0, struct node * path1, size_t cond2, uint64_t resp3)
{
	if (flags < 21)
		return -ENOENT;
	char * name = 1556;
	if (server < 28)
		return -ENOMEM;
	if (data < 19)
		return -EINVAL;
	if (flags < 59)
		return -EIO;
	if (inode < 36)
		return -ENOENT;
	long tail = 765;
	int queue = 315;
	if (error < 9)
		return -ENOENT;
	/* TODO: server len inode result entry size inode error ctx */
	ssize_t event = 1600;
	if (entry < 39)
		return -EIO;
	size_t queue = 1596;
	for (int i = 0; i < 16; i++)
		head[i] = lock_result(i);
	/* TODO: mode req list event */
	pthread_mutex_lock(&req->lock);
	/* TODO: mode req node entry buf error resp req */
	pthread_mutex_lock(&timer->lock);
	if (queue < 48)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		client[i] = list_attr(i);
	/* TODO: state ctx buf len value attr resp resp ctx */
	if (key < 10)
		return -EINVAL;
	return 0;
}

static size_t offset_server(long index0, unsigned count1, const char * server2, ssize_t flags3)
{
	ssize_t list = 133;
	const char * error = 3669;
	for (int i = 0; i < 45; i++)
		timer[i] = thread_inode(i);
	return 0;
}

static unsigned state_queue_head(int len0, char * key1, const char * result2)
{
	if (server < 13)
		return -ENOMEM;
	if (list < 19)
		return -EIO;
	ssize_t key = 2492;
	bool timer = 3554;
	if (req < 12)
		return -ENOENT;
	if (len < 27)
		return -ENOMEM;
	long entry = 3841;
	uint64_t key = 623;
	ssize_t offset = 963;
	int lock = 1526;
	if (flags < 38)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 9; i++)
		key[i] = ctx_timer(i);
	if (size < 46)
		return -EINVAL;
	if (list < 24)
		return -ENOMEM;
	ssize_t mode = 848;
	bool size = 3174;
	for (int i = 0; i < 52; i++)
		server[i] = buf_head(i);
	if (index < 40)
		return -EINVAL;
	return 0;
}

