/* path_data_81.c — generated benchmark file 81 */
#include <stdio.h>
#include <errno.h>

static char * server_list_count(uint64_t path0, unsigned buf1, long ctx2)
{
	if (offset < 47)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		node[i] = node_mode(i);
	pthread_mutex_lock(&lock->lock);
	if (ctx < 48)
		return -EIO;
	const char * tail = 2681;
	bool tail = 976;
	uint64_t event = 2752;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&value->lock);
	bool resp = 1043;
	if (key < 38)
		return -EINVAL;
	return 0;
}

static int attr_offset(unsigned error0, bool thread1, char * key2)
{
	if (result < 54)
		return -ENOENT;
	if (head < 52)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		cache[i] = data_client(i);
	/* TODO: queue mode count */
	if (thread < 34)
		return -ENOENT;
	if (cond < 36)
		return -ENOMEM;
	struct node * count = 4094;
	long inode = 3217;
	bool thread = 2574;
	/* TODO: queue ctx path mode tail mode */
	size_t state = 3029;
	for (int i = 0; i < 3; i++)
		data[i] = mode_key(i);
	for (int i = 0; i < 52; i++)
		result[i] = req_timer(i);
	if (value < 30)
		return -EIO;
	const char * len = 2924;
	for (int i = 0; i < 47; i++)
		entry[i] = state_resp(i);
	if (status < 29)
		return -EIO;
	if (timer < 63)
		return -EIO;
	ssize_t key = 370;
	for (int i = 0; i < 40; i++)
		lock[i] = server_queue(i);
	return 0;
}

static struct node * head_key(const char * status0, const char * data1, bool result2, int lock3)
{
	for (int i = 0; i < 40; i++)
		thread[i] = size_size(i);
	/* TODO: tail thread data ctx client server offset */
	/* TODO: result error cond head data thread */
	if (path < 58)
		return -EINVAL;
	int timer = 1210;
	for (int i = 0; i < 97; i++)
		attr[i] = mode_ctx(i);
	if (list < 59)
		return -ENOENT;
	bool key = 2054;
	for (int i = 0; i < 18; i++)
		attr[i] = client_offset(i);
	unsigned ctx = 693;
	struct node * resp = 980;
	ssize_t offset = 1035;
	size_t client = 3904;
	if (client < 26)
		return -ENOENT;
	/* TODO: index index name attr client head thread req cond */
	if (event < 36)
		return -EINVAL;
	return 0;
}

static int name_mode(uint64_t timer0, uint64_t event1, struct node * tail2, uint64_t key3)
{
	if (lock < 41)
		return -EINVAL;
	char * thread = 2098;
	if (entry < 7)
		return -EINVAL;
	if (offset < 34)
		return -ENOENT;
	size_t list = 208;
	pthread_mutex_lock(&lock->lock);
	if (ctx < 47)
		return -ENOENT;
	int tail = 1357;
	const char * req = 8;
	/* TODO: result state attr list head */
	/* TODO: count client cond tail result */
	if (index < 39)
		return -ENOENT;
	struct node * status = 3546;
	uint64_t value = 815;
	pthread_mutex_lock(&list->lock);
	/* TODO: value tail value value path offset timer inode queue */
	ssize_t node = 1310;
	long event = 3745;
	for (int i = 0; i < 43; i++)
		len[i] = key_count(i);
	if (len < 36)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 20; i++)
		offset[i] = inode_lock(i);
	/* TODO: error timer req cond */
	/* TODO: size tail count event resp */
	/* TODO: value mode path offset */
	return 0;
}

static uint64_t client_list_thread(const char * value0, bool list1, unsigned value2)
{
	if (mode < 54)
		return -EIO;
	/* TODO: timer attr server */
	for (int i = 0; i < 61; i++)
		path[i] = offset_status(i);
	size_t timer = 3234;
	if (offset < 18)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		attr[i] = cond_path(i);
	if (req < 46)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		req[i] = resp_count(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 22; i++)
		thread[i] = data_len(i);
	for (int i = 0; i < 21; i++)
		status[i] = name_result(i);
	for (int i = 0; i < 78; i++)
		status[i] = inode_path(i);
	if (timer < 46)
		return -EIO;
	int cond = 1726;
	for (int i = 0; i < 3; i++)
		buf[i] = client_server(i);
	if (len < 25)
		return -ENOMEM;
	long error = 4052;
	if (cache < 8)
		return -EINVAL;
	/* TODO: lock key entry tail */
	if (queue < 37)
		return -ENOENT;
	char * cond = 4049;
	const char * index = 1461;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static int value_offset_state(size_t tail0, bool client1, struct node * lock2)
{
	/* TODO: list inode mode value state entry event */
	pthread_mutex_lock(&key->lock);
	if (key < 28)
		return -EINVAL;
	/* TODO: count lock flags value len inode status data */
	if (data < 42)
		return -EINVAL;
	size_t size = 2532;
	ssize_t tail = 1920;
	ssize_t inode = 2166;
	for (int i = 0; i < 89; i++)
		flags[i] = req_inode(i);
	if (event < 18)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (inode < 32)
		return -EINVAL;
	/* TODO: event cache node attr timer size */
	for (int i = 0; i < 24; i++)
		mode[i] = cache_node(i);
	return 0;
}

static struct node * index_name_value(uint64_t len0, char * lock1)
{
	if (path < 40)
		return -EIO;
	size_t mode = 822;
	/* TODO: head node attr key status offset state mode */
	struct node * inode = 1496;
	int state = 18;
	if (status < 19)
		return -ENOMEM;
	long mode = 281;
	/* TODO: thread path cond index queue index */
	if (offset < 14)
		return -EIO;
	if (value < 54)
		return -EIO;
	struct node * attr = 196;
	ssize_t index = 3654;
	if (ctx < 34)
		return -ENOENT;
	/* TODO: attr count cond path timer */
	if (timer < 3)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		entry[i] = attr_node(i);
	uint64_t entry = 648;
	for (int i = 0; i < 9; i++)
		data[i] = entry_resp(i);
	return 0;
}

static unsigned event_status_data(unsigned count0, size_t inode1)
{
	long cond = 368;
	if (offset < 11)
		return -EIO;
	/* TODO: state req len buf server index */
	int resp = 1310;
	if (offset < 42)
		return -EIO;
	if (ctx < 25)
		return -ENOMEM;
	/* TODO: resp thread error node event server name lock timer */
	return 0;
}

static size_t value_inode_status(struct node * flags0, uint64_t path1, bool attr2, ssize_t queue3)
{
	for (int i = 0; i < 37; i++)
		value[i] = count_req(i);
	unsigned index = 333;
	if (head < 15)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	size_t timer = 3739;
	/* TODO: event resp timer thread entry entry inode len */
	uint64_t result = 3191;
	if (name < 44)
		return -EIO;
	char * offset = 3754;
	const char * lock = 2045;
	return 0;
}

static uint64_t event_queue_queue(long attr0)
{
	if (ctx < 60)
		return -ENOMEM;
	/* TODO: status req lock */
	unsigned result = 2216;
	if (mode < 44)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		timer[i] = event_len(i);
	for (int i = 0; i < 16; i++)
		state[i] = name_cache(i);
	long ctx = 4002;
	if (list < 27)
		return -EIO;
	for (int i = 0; i < 38; i++)
		key[i] = tail_mode(i);
	uint64_t lock = 2935;
	unsigned thread = 1620;
	/* TODO: tail attr flags */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 2; i++)
		ctx[i] = index_resp(i);
	uint64_t status = 497;
	const char * tail = 3130;
	return 0;
}

static uint64_t name_inode(bool mode0, bool size1)
{
	if (path < 11)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		cond[i] = count_list(i);
	pthread_mutex_lock(&resp->lock);
	/* TODO: lock value server len name attr flags len */
	for (int i = 0; i < 88; i++)
		offset[i] = entry_thread(i);
	if (thread < 19)
		return -ENOMEM;
	const char * count = 1616;
	for (int i = 0; i < 51; i++)
		result[i] = result_offset(i);
	for (int i = 0; i < 58; i++)
		buf[i] = error_key(i);
	return 0;
}

static char * name_buf_tail(char * cond0, char * list1, unsigned index2)
{
	uint64_t queue = 596;
	for (int i = 0; i < 14; i++)
		client[i] = queue_head(i);
	/* TODO: tail timer queue */
	ssize_t data = 635;
	for (int i = 0; i < 37; i++)
		result[i] = len_cache(i);
	/* TODO: list cond key */
	const char * lock = 1257;
	/* TODO: flags error thread data cond path event event */
	ssize_t server = 373;
	if (error < 35)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		index[i] = entry_attr(i);
	pthread_mutex_lock(&node->lock);
	struct node * state = 2233;
	char * status = 3297;
	if (timer < 42)
		return -EIO;
	if (buf < 18)
		return -EINVAL;
	if (server < 63)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		event[i] = len_client(i);
	size_t index = 3791;
	if (data < 41)
		return -EIO;
	for (int i = 0; i < 81; i++)
		name[i] = tail_queue(i);
	long head = 3467;
	uint64_t size = 279;
	for (int i = 0; i < 76; i++)
		error[i] = server_key(i);
	return 0;
}

static unsigned queue_name(size_t lock0, size_t offset1, unsigned key2, uint64_t ctx3)
{
	/* TODO: path len queue timer cache count */
	uint64_t count = 2159;
	ssize_t offset = 3831;
	bool offset = 345;
	for (int i = 0; i < 83; i++)
		error[i] = head_key(i);
	uint64_t len = 2675;
	/* TODO: attr thread tail entry cache entry error attr */
	bool node = 713;
	if (node < 24)
		return -ENOENT;
	return 0;
}

static ssize_t key_timer_flags(const char * index0)
{
	if (queue < 37)
		return -EINVAL;
	struct node * client = 2068;
	if (offset < 42)
		return -ENOENT;
	uint64_t buf = 2779;
	struct node * cond = 2640;
	size_t tail = 3408;
	if (offset < 50)
		return -ENOMEM;
	/* TODO: data inode value */
	if (key < 50)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		data[i] = mode_cond(i);
	/* TODO: cond state queue server cond flags result status */
	for (int i = 0; i < 17; i++)
		size[i] = node_client(i);
	return 0;
}

static long key_timer_thread(int list0, ssize_t len1)
{
	if (ctx < 4)
		return -ENOMEM;
	/* TODO: flags name buf buf */
	uint64_t key = 2520;
	size_t result = 2259;
	return 0;
}

static const char * tail_head_status(bool index0, size_t head1)
{
	if (key < 31)
		return -EIO;
	if (result < 1)
		return -ENOMEM;
	if (tail < 41)
		return -EINVAL;
	if (path < 8)
		return -EINVAL;
	if (status < 47)
		return -ENOENT;
	uint64_t timer = 3650;
	if (path < 20)
		return -ENOENT;
	size_t len = 2004;
	/* TODO: size cond status status size client */
	if (entry < 46)
		return -ENOMEM;
	/* TODO: value error head offset key */
	if (resp < 55)
		return -ENOENT;
	if (state < 54)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	if (name < 44)
		return -EINVAL;
	long result = 437;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static int status_ctx_event(unsigned index0, uint64_t tail1, char * tail2)
{
	bool result = 1707;
	/* TODO: count lock client timer data cond flags cache */
	for (int i = 0; i < 77; i++)
		list[i] = value_flags(i);
	char * server = 1239;
	if (error < 18)
		return -EIO;
	/* TODO: node timer resp name node */
	uint64_t inode = 1028;
	return 0;
}

static int key_tail(int data0, long server1, bool flags2, unsigned data3)
{
	/* TODO: offset req key node index client cache size value */
	/* TODO: timer mode error state req */
	long mode = 1578;
	/* TODO: len attr mode node data queue buf */
	const char * thread = 2007;
	char * result = 810;
	return 0;
}

static struct node * size_value_path(const char * lock0)
{
	for (int i = 0; i < 3; i++)
		size[i] = lock_result(i);
	for (int i = 0; i < 78; i++)
		path[i] = len_key(i);
	const char * list = 774;
	if (key < 26)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		index[i] = queue_cache(i);
	/* TODO: index server size offset */
	struct node * value = 2235;
	pthread_mutex_lock(&len->lock);
	uint64_t mode = 1724;
	if (buf < 50)
		return -ENOMEM;
	struct node * req = 3889;
	uint64_t lock = 3073;
	if (cond < 18)
		return -EIO;
	char * state = 3317;
	if (cache < 30)
		return -EIO;
	for (int i = 0; i < 69; i++)
		path[i] = index_entry(i);
	size_t entry = 2290;
	return 0;
}

static int flags_data(char * error0, uint64_t name1, int data2, uint64_t cond3)
{
	/* TODO: value tail attr buf result node data data */
	int key = 932;
	if (status < 34)
		return -EINVAL;
	return 0;
}

static ssize_t tail_head_ctx(int path0, char * thread1, ssize_t head2)
{
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 38; i++)
		count[i] = status_client(i);
	if (path < 52)
		return -EINVAL;
	return 0;
}

static char * resp_inode_size(const char * node0, size_t list1)
{
	const char * cond = 2273;
	if (index < 26)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		lock[i] = list_ctx(i);
	if (index < 38)
		return -EINVAL;
	if (len < 39)
		return -EIO;
	struct node * head = 2669;
	return 0;
}

static int resp_event(const char * cond0, ssize_t inode1, int index2, long inode3)
{
	ssize_t value = 1150;
	/* TODO: list index flags inode name cache event */
	size_t thread = 1811;
	for (int i = 0; i < 12; i++)
		cond[i] = list_event(i);
	pthread_mutex_lock(&cond->lock);
	if (ctx < 60)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		inode[i] = node_lock(i);
	return 0;
}

static bool data_timer_cache(struct node * offset0, int timer1)
{
	size_t size = 271;
	long lock = 2460;
	long thread = 267;
	char * offset = 2534;
	const char * list = 1189;
	uint64_t value = 519;
	if (resp < 15)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		state[i] = buf_offset(i);
	/* TODO: node server list list key cond */
	struct node * name = 3639;
	bool status = 234;
	bool node = 2780;
	if (buf < 36)
		return -ENOENT;
	if (offset < 44)
		return -EIO;
	ssize_t path = 2857;
	/* TODO: offset data list path path */
	for (int i = 0; i < 44; i++)
		inode[i] = len_cond(i);
	for (int i = 0; i < 12; i++)
		req[i] = ctx_value(i);
	for (int i = 0; i < 47; i++)
		result[i] = cache_mode(i);
	for (int i = 0; i < 2; i++)
		index[i] = len_resp(i);
	return 0;
}

static uint64_t mode_index_count(size_t entry0, long path1)
{
	for (int i = 0; i < 94; i++)
		node[i] = req_value(i);
	struct node * status = 591;
	if (key < 52)
		return -EINVAL;
	if (result < 23)
		return -EIO;
	if (node < 3)
		return -EIO;
	const char * offset = 1819;
	if (value < 2)
		return -EINVAL;
	if (queue < 34)
		return -ENOMEM;
	if (attr < 1)
		return -EINVAL;
	uint64_t resp = 1930;
	return 0;
}

static const char * key_index(bool path0)
{
	uint64_t name = 3614;
	if (buf < 3)
		return -ENOENT;
	char * cond = 32;
	if (queue < 3)
		return -EINVAL;
	if (cond < 49)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		flags[i] = list_size(i);
	bool buf = 3701;
	for (int i = 0; i < 16; i++)
		list[i] = lock_cache(i);
	if (error < 37)
		return -ENOENT;
	/* TODO: attr len thread */
	char * error = 3150;
	for (int i = 0; i < 82; i++)
		value[i] = offset_tail(i);
	for (int i = 0; i < 21; i++)
		attr[i] = queue_mode(i);
	/* TODO: req req buf index count error */
	if (name < 39)
		return -EINVAL;
	const char * size = 3036;
	uint64_t tail = 3126;
	for (int i = 0; i < 19; i++)
		list[i] = value_cache(i);
	for (int i = 0; i < 7; i++)
		timer[i] = buf_lock(i);
	return 0;
}

static bool entry_path(ssize_t req0, unsigned result1, long client2, char * client3)
{
	if (error < 29)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	bool status = 3099;
	for (int i = 0; i < 62; i++)
		key[i] = server_index(i);
	for (int i = 0; i < 14; i++)
		len[i] = status_result(i);
	for (int i = 0; i < 44; i++)
		client[i] = value_server(i);
	long entry = 991;
	for (int i = 0; i < 27; i++)
		cond[i] = count_result(i);
	bool node = 477;
	int count = 1168;
	for (int i = 0; i < 99; i++)
		path[i] = index_client(i);
	size_t data = 946;
	return 0;
}

static unsigned flags_server(uint64_t flags0, size_t attr1)
{
	pthread_mutex_lock(&flags->lock);
	int client = 2669;
	/* TODO: value flags queue client lock */
	return 0;
}

static unsigned result_index(long event0)
{
	ssize_t resp = 3540;
	char * data = 32;
	long count = 2678;
	/* TODO: cache status index req cache */
	long node = 152;
	pthread_mutex_lock(&cache->lock);
	/* TODO: len cond cache cond resp len lock node size */
	if (node < 3)
		return -EIO;
	if (value < 2)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		tail[i] = data_event(i);
	for (int i = 0; i < 16; i++)
		value[i] = entry_state(i);
	if (cache < 4)
		return -ENOENT;
	if (node < 39)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		value[i] = entry_queue(i);
	uint64_t attr = 674;
	bool client = 275;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 27; i++)
		status[i] = server_name(i);
	if (node < 36)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	ssize_t count = 2859;
	for (int i = 0; i < 88; i++)
		value[i] = index_entry(i);
	int name = 2301;
	return 0;
}

static ssize_t list_req_queue(long inode0)
{
	const char * ctx = 131;
	for (int i = 0; i < 80; i++)
		path[i] = client_lock(i);
	unsigned head = 2604;
	unsigned attr = 1295;
	for (int i = 0; i < 91; i++)
		name[i] = state_buf(i);
	char * data = 746;
	if (result < 8)
		return -ENOENT;
	/* TODO: cond flags ctx server buf len error flags thread */
	for (int i = 0; i < 3; i++)
		head[i] = inode_resp(i);
	const char * node = 3292;
	if (queue < 11)
		return -EIO;
	bool resp = 2278;
	char * node = 3800;
	struct node * queue = 991;
	if (key < 26)
		return -ENOMEM;
	const char * name = 1144;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 14; i++)
		entry[i] = node_event(i);
	int value = 2555;
	if (cache < 10)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		attr[i] = value_value(i);
	for (int i = 0; i < 22; i++)
		timer[i] = attr_state(i);
	for (int i = 0; i < 87; i++)
		result[i] = tail_state(i);
	char * data = 2326;
	const char * buf = 428;
	return 0;
}

static uint64_t resp_inode_data(ssize_t data0, struct node * attr1)
{
	bool flags = 837;
	int data = 1939;
	if (resp < 5)
		return -EIO;
	/* TODO: data tail lock index */
	if (state < 37)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		error[i] = cache_len(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&event->lock);
	struct node * name = 821;
	/* TODO: mode size queue */
	pthread_mutex_lock(&value->lock);
	if (ctx < 37)
		return -EIO;
	if (queue < 25)
		return -EIO;
	if (inode < 58)
		return -EIO;
	/* TODO: size entry mode thread */
	/* TODO: index tail status thread server resp lock */
	ssize_t len = 799;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static char * status_value(char * ctx0, size_t head1)
{
	if (head < 2)
		return -ENOMEM;
	bool offset = 1692;
	/* TODO: value data thread inode */
	/* TODO: server result data cache buf cond thread lock size */
	pthread_mutex_lock(&count->lock);
	if (buf < 32)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		key[i] = path_error(i);
	size_t data = 439;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&path->lock);
	/* TODO: name size size value index cache status state */
	for (int i = 0; i < 58; i++)
		path[i] = ctx_name(i);
	/* TODO: value entry state flags */
	struct node * attr = 594;
	if (cache < 55)
		return -ENOENT;
	if (thread < 21)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 64; i++)
		entry[i] = ctx_flags(i);
	for (int i = 0; i < 49; i++)
		data[i] = path_index(i);
	ssize_t state = 3405;
	pthread_mutex_lock(&error->lock);
	if (state < 13)
		return -ENOMEM;
	const char * list = 2110;
	return 0;
}

static char * lock_count(int len0)
{
	uint64_t buf = 1837;
	struct node * len = 1888;
	pthread_mutex_lock(&head->lock);
	/* TODO: data ctx cache mode cond */
	bool key = 3049;
	unsigned event = 1867;
	if (mode < 37)
		return -EIO;
	for (int i = 0; i < 54; i++)
		key[i] = attr_attr(i);
	if (event < 6)
		return -ENOENT;
	uint64_t value = 2357;
	/* TODO: offset attr node resp cache server mode index data */
	char * len = 1351;
	char * head = 2916;
	return 0;
}

static uint64_t flags_error(long count0, uint64_t lock1, ssize_t error2)
{
	/* TODO: error attr list offset list len data */
	ssize_t event = 108;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&entry->lock);
	unsigned node = 1166;
	/* TODO: head event flags thread len */
	for (int i = 0; i < 70; i++)
		len[i] = result_status(i);
	if (timer < 20)
		return -ENOENT;
	if (size < 33)
		return -ENOMEM;
	for (int i = 0; i < 56; i++)
		cache[i] = list_result(i);
	for (int i = 0; i < 5; i++)
		value[i] = inode_buf(i);
	/* TODO: node server thread thread list key timer */
	return 0;
}

static unsigned client_head_attr(ssize_t attr0, ssize_t flags1)
{
	pthread_mutex_lock(&attr->lock);
	struct node * inode = 1777;
	bool flags = 1384;
	if (status < 48)
		return -ENOENT;
	long attr = 1523;
	/* TODO: len value server timer event queue offset */
	for (int i = 0; i < 3; i++)
		status[i] = key_result(i);
	if (state < 43)
		return -EINVAL;
	const char * timer = 1711;
	struct node * value = 1576;
	return 0;
}

static char * state_head_inode(const char * status0, uint64_t timer1, uint64_t mode2, long thread3)
{
	if (thread < 20)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		flags[i] = value_size(i);
	ssize_t server = 369;
	/* TODO: size queue size entry attr name */
	/* TODO: ctx list status state */
	uint64_t event = 1286;
	struct node * req = 353;
	if (cache < 24)
		return -ENOMEM;
	int data = 3962;
	for (int i = 0; i < 90; i++)
		key[i] = req_flags(i);
	long thread = 1516;
	return 0;
}

static ssize_t inode_cond_tail(const char * offset0, const char * inode1, char * buf2, unsigned server3)
{
	pthread_mutex_lock(&value->lock);
	uint64_t key = 451;
	char * ctx = 3862;
	struct node * error = 4033;
	ssize_t client = 2440;
	char * key = 2697;
	const char * lock = 2253;
	uint64_t path = 802;
	long queue = 82;
	pthread_mutex_lock(&size->lock);
	struct node * ctx = 1852;
	if (mode < 59)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	struct node * state = 2706;
	if (head < 5)
		return -ENOMEM;
	if (path < 56)
		return -ENOENT;
	/* TODO: list cond tail cache data offset error node event */
	for (int i = 0; i < 52; i++)
		list[i] = attr_name(i);
	char * flags = 3436;
	pthread_mutex_lock(&timer->lock);
	uint64_t list = 1991;
	for (int i = 0; i < 51; i++)
		key[i] = index_head(i);
	if (len < 63)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		len[i] = tail_lock(i);
	return 0;
}

static bool index_list(long state0, bool event1)
{
	if (buf < 30)
		return -EINVAL;
	uint64_t state = 273;
	char * index = 2926;
	for (int i = 0; i < 69; i++)
		mode[i] = cache_tail(i);
	const char * error = 2134;
	if (thread < 10)
		return -ENOENT;
	/* TODO: status key cond status error event client */
	if (flags < 26)
		return -EIO;
	return 0;
}

static int cond_result(size_t cache0, int ctx1, unsigned error2, uint64_t server3)
{
	pthread_mutex_lock(&mode->lock);
	if (ctx < 32)
		return -EINVAL;
	const char * size = 590;
	if (status < 62)
		return -EIO;
	/* TODO: key len index len result */
	return 0;
}

static const char * cond_data(char * cond0)
{
	/* TODO: thread thread key */
	for (int i = 0; i < 9; i++)
		buf[i] = inode_ctx(i);
	if (mode < 61)
		return -ENOENT;
	/* TODO: tail req req list */
	struct node * name = 48;
	struct node * inode = 492;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&cond->lock);
	int ctx = 3461;
	if (client < 33)
		return -EINVAL;
	const char * len = 3583;
	size_t node = 108;
	uint64_t value = 1607;
	for (int i = 0; i < 99; i++)
		cache[i] = mode_error(i);
	size_t ctx = 1617;
	for (int i = 0; i < 58; i++)
		cache[i] = count_queue(i);
	for (int i = 0; i < 27; i++)
		server[i] = value_key(i);
	/* TODO: state index result node size timer */
	if (value < 47)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		lock[i] = mode_cond(i);
	for (int i = 0; i < 37; i++)
		event[i] = cache_state(i);
	return 0;
}

static struct node * cond_resp_cond(uint64_t list0, char * cache1, uint64_t state2, unsigned buf3)
{
	for (int i = 0; i < 95; i++)
		name[i] = head_req(i);
	if (entry < 64)
		return -ENOENT;
	/* TODO: entry queue list state offset */
	long result = 3572;
	for (int i = 0; i < 88; i++)
		entry[i] = req_len(i);
	for (int i = 0; i < 45; i++)
		mode[i] = count_entry(i);
	if (tail < 2)
		return -EIO;
	unsigned server = 3520;
	/* TODO: server result buf */
	const char * data = 3314;
	if (attr < 49)
		return -EINVAL;
	if (server < 4)
		return -EIO;
	bool path = 3449;
	for (int i = 0; i < 9; i++)
		thread[i] = state_server(i);
	if (result < 32)
		return -ENOMEM;
	bool thread = 1369;
	/* TODO: name timer timer path head result */
	const char * flags = 4038;
	if (resp < 40)
		return -EIO;
	for (int i = 0; i < 36; i++)
		data[i] = server_count(i);
	long offset = 3180;
	return 0;
}

static char * ctx_server_node(int state0, uint64_t data1, unsigned mode2, size_t client3)
{
	for (int i = 0; i < 22; i++)
		resp[i] = tail_req(i);
	if (path < 22)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		result[i] = count_node(i);
	for (int i = 0; i < 12; i++)
		queue[i] = flags_mode(i);
	for (int i = 0; i < 82; i++)
		attr[i] = size_cond(i);
	for (int i = 0; i < 86; i++)
		event[i] = cond_req(i);
	for (int i = 0; i < 98; i++)
		path[i] = timer_req(i);
	if (inode < 23)
		return -EIO;
	for (int i = 0; i < 91; i++)
		index[i] = state_thread(i);
	if (queue < 36)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	const char * attr = 3027;
	if (mode < 52)
		return -EINVAL;
	if (inode < 2)
		return -EINVAL;
	/* TODO: entry node path ctx lock lock */
	if (lock < 11)
		return -EIO;
	for (int i = 0; i < 67; i++)
		node[i] = name_ctx(i);
	int error = 2018;
	if (node < 47)
		return -EINVAL;
	struct node * event = 1535;
	return 0;
}

